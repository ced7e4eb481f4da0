"""s33t2: a login cookie pasted from the browser (a long generated value under a cookie's own name, in a note that says it
is a cookie or was copied from devtools) and its ordinary twins (a cookie named with a short or readable value, a
tracking cookie's id, how to copy a cookie). Written before the fix; values are synthetic (seeded)."""
import random
import string

from urllib.parse import quote

from batch_writer import Batch

rnd = random.Random(3342)
batch = Batch("s33t2", lang="auto")
add = batch.add
rand = lambda n, a=string.ascii_letters + string.digits: "".join(rnd.choice(a) for _ in range(n))


add("login-cookie", "secret",
    f"copied from devtools so you can check my Spotify account: sp_dc={rand(150, string.ascii_letters + string.digits + '-_')}",
    f"Кука из DevTools, чтобы ты зашёл в мой Кинопоиск: Session_id={quote('3:' + rand(10, string.digits) + '.5.0.' + rand(60))}",
    f"cookie for the admin panel (copied from the browser, valid a week): auth_token={rand(48)}",
    f"HBO Max cookie from the network tab: st={quote('v=1&id=' + rand(40) + '&exp=' + rand(10, string.digits))}")
add("login-cookie", "ordinary",
    "To log the bot in, copy the sp_dc cookie from devtools (Application → Cookies) and put it in the .env; never paste it here.",
    "Кука Session_id у Кинопоиска живёт 30 дней, потом нужно заново войти — поэтому бот и отваливается.",
    "DevTools cookie list for the shop: _ga=GA1.2.1834507720.1733212800, cart=3 items, lang=ru — nothing secret, just debugging the cart.",
    "The consent cookie is cookieconsent_status=dismiss; clearing it brings the banner back.")

batch.write()
