"""s39S4: security questions listed each with its answer after a dash or a colon («Секретные вопросы: «Кличка собаки» —
Тузик, …», "Security questions: 'First car' – Lada, …"); twins: the questions without answers, answers kept elsewhere."""
from batch_writer import Batch

b = Batch("s39S4", lang="auto")
b.add("security_questions_answered", "secret",
      "Контрольные вопросы в Госуслугах: «Кличка первой собаки» — Тузик, «Улица детства» — Садовая.",
      "Security questions for the bank app: \"First car\" – Zhiguli, \"Favourite teacher\" – Mrs Okafor.",
      "Секретные вопросы почты: «Любимое блюдо»: хинкали, «Девичья фамилия бабушки»: Церетели",
      "Security questions (Microsoft account): 'Childhood nickname': Bobo, 'First school': Lincoln Elementary")
b.add("security_questions_answered_ordinary", "ordinary",
      "Контрольные вопросы в Госуслугах: «Кличка первой собаки», «Улица детства» — ответы в KeePass.",
      "Security questions for the bank app: \"First car\", \"Favourite teacher\" — answers are in the password manager.",
      "Секретные вопросы почты: «Любимое блюдо» — не помню, что отвечала, «Девичья фамилия бабушки» — сменить.",
      "Security questions for the bank: \"First pet\" – set up later, \"Street you grew up on\" – same as mum's.",
      "Контрольные вопросы в банке: «Кличка питомца» — придумать, «Любимый фильм» — тот же, что в почте.",
      "Секретные вопросы там стандартные: «Имя первого питомца» — самый частый, его легко угадать.",
      "Security question options in the app: \"Mother's maiden name\" – the most common one; \"First car\" – less "
      "guessable.")
b.write()
