"""Stop 34, secrets fixer, mechanism 5: a value under a short label that is itself another name's assignment
(`Frontend config: STRIPE_PUBLISHABLE_KEY=pk_test_…`): the inner name and value say what it is, so a key whose own prefix
says it is published is kept as it is without the label; the twins give a secret key in the same place."""
import random
import string

from batch_writer import Batch

rnd = random.Random(3404)


def run(n: int) -> str:
    return "".join(rnd.choice(string.ascii_letters + string.digits) for _ in range(n))


b = Batch("s34S4", lang="auto")
b.add("published_assigned", "ordinary",
      f"Web app env: NEXT_PUBLIC_STRIPE_KEY=pk_live_{run(99)} (publishable, it ships in the bundle anyway)",
      f"Конфиг фронта: VITE_POSTHOG_KEY=phc_{run(43)} — это публичный ключ проекта, его видно в браузере.",
      f"mobile build: STATSIG_CLIENT_KEY=client-{run(43)}",
      f"Frontend config: NEXT_PUBLIC_STRIPE_KEY=pk_test_{run(99)}",
      f"Настройки фронта: VITE_SUPABASE_KEY=sb_publishable_{run(30)} (публичный, можно в бандл)")
b.add("published_assigned_twin", "secret",
      f"Backend env: STRIPE_SECRET_KEY=sk_live_{run(99)} (never in the bundle)",
      f"Конфиг бэкенда: POSTHOG_PERSONAL_API_KEY=phx_{run(43)} — личный ключ, только на сервере.",
      f"server build: STATSIG_SERVER_SECRET=secret-{run(43)}",
      f"Backend config: STRIPE_RESTRICTED_KEY=rk_test_{run(99)}",
      f"Настройки бэка: SUPABASE_SERVICE_KEY=sb_secret_{run(30)} (только сервер)")
b.write()
