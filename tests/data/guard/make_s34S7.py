"""Stop 34, secrets fixer (second pass), mechanism 3: a chat log where one turn asks for a password and the next turn
gives it with a remark after it on the same line («[14:03] Лена: *G67VcQpC только не меняй его»), which the answer-line
reader missed (it took words after the value only behind a comma); the twins give the same turns with the answer saying
where the password is, a name or a word instead of a value, or a promo code asked for."""
import random
import string

from batch_writer import Batch

rnd = random.Random(3471)


def pw(n: int = 10) -> str:
    while True:
        out = rnd.choice("*#!%") + "".join(rnd.choice(string.ascii_letters + string.digits) for _ in range(n - 1))
        if sum(c.isdigit() for c in out) >= 2 and any(c.isupper() for c in out) and any(c.islower() for c in out):
            return out


b = Batch("s34S7", lang="auto")
b.add("chatlog_answer_remark", "secret",
      f"[09:12] Олег: напомни пароль от админки сайта\n[09:13] Катя: {pw()} только никому не пересылай\n[09:13] Олег: ок",
      f"[18:40] Sam: what's the router password again?\n[18:41] Priya: {pw(11)} but please don't change it\n[18:41] Sam: thx",
      f"Ира: скинь пароль от почты бухгалтерии\nМаксим: {pw(12)} он временный, до пятницы",
      f"[11:02] me: send me the NAS password\n[11:05] Tom: {pw()} same as last year lol",
      f"[20:15] Вадим: какой пароль от вайфая на даче?\n[20:16] Аня: {pw(9)} там роутер старый, может не сразу")
b.add("chatlog_answer_remark_twin", "ordinary",
      "[09:12] Олег: напомни пароль от админки сайта\n[09:13] Катя: KeePass папка Сайт, только никому не пересылай\n[09:13] Олег: ок",
      "[18:40] Sam: what's the router password again?\n[18:41] Priya: sticker under the router but please don't change it\n[18:41] Sam: thx",
      "Ира: скинь пароль от почты бухгалтерии\nМаксим: спроси у Светы, он временный, до пятницы",
      "[11:02] me: send me the promo code for the NAS order\n[11:05] Tom: SPRING25NAS same as last year lol",
      "[20:15] Вадим: какой пароль от вайфая на даче?\n[20:16] Аня: написан на роутере, там роутер старый, может не сразу")
b.write()
