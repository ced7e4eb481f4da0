"""s40S4: an account's standing authentication or transfer code named and given — a company register's
authentication code, a domain's EPP / auth-info code («EPP-код для домена …: …», "Companies House auth code is …");
twins: the code's format explained, a code that arrives by post, a one-time login code of digits, a company number."""
from batch_writer import Batch

b = Batch("s40S4", lang="auto")
b.add("auth_code_given", "secret",
      "Companies House auth code for Harrow Flats Ltd is R4T8KX, needed for the confirmation statement in March.",
      "EPP-код для домена kovrov-mebel.ru — Zp8#qL2mVt, продлевать у нового регистратора.",
      "Transfer code for brightlane.co.uk: 9KQ2-MX7P-TT4L (from the old registrar's panel)",
      "Код авторизации для переноса домена: xA7v9Qp2Lm, действует до конца месяца.")
b.add("auth_code_ordinary", "ordinary",
      "Companies House authentication code: 6 characters, letters and digits, comes by post to the registered office.",
      "Код аутентификации Companies House для новой компании ещё не пришёл — ждать письмо 5 рабочих дней.",
      "Companies House company number for DM Lettings Ltd: 09876543 — put it on the invoices.",
      "Authentication code from the bank app was 482913 but it expired before I typed it.")
b.write()
