"""Destructive commands aimed at the agent: wipe the home folder or the disk, drop a database, force-push
over main, delete every file or note, destroy the machine's shadow copies, backups or event logs — as a shell command
or as an order in words (EN and RU).

A fact about the user's world passes: "our deploy script runs rm -rf build/" (a build folder is not a
dangerous target), "the nightly job runs DROP TABLE IF EXISTS staging" (no order), "never run
rm -rf /" (a warning), "the user deleted all files in ~/Downloads" (a past event, not an order), "he always deletes
the scan: `shred -u ~/…`" (his own habit, with no one told to run it).
"""

from __future__ import annotations

import re

from .anchored import Alternation, Places
from .kinds import DESTRUCTIVE
from .text import CODE_SPAN


_NEGATION = re.compile(r"(?:never|don'?t|do not|avoid|must not|mustn'?t|not to|нельзя|никогда|не (?:надо|нужно|стоит)|"
                       r"\bне\b)[^.;!?\n]{0,30}$")
# what follows `C:\` in a Windows delete that wipes more than a work folder: nothing, everything, a user's folder, the system
_WINDOWS_TARGET = (r"(?:(?:\*(?:\.\*)?|users\b|documents and settings\b|windows\b|program files|programdata\b|\$recycle|"
                   r"%userprofile%|%homepath%)?(?=[\s\"'`;&|)*]|$)|users\b|documents and settings\b"
                   # (not the print spooler's queue, emptied to unstick it: `del /Q C:\Windows\System32\spool\PRINTERS\*`)
                   r"|windows\b(?!\\system32\\spool\\printers\\))")
_COMMAND = Alternation(
    # a REST call that deletes a store's collection or index: `curl -X DELETE http://…:6333/collections/docs_prod`
    r"\bcurl\b[^\n`]{0,40}?(?:-x|--request)\s*delete\b|"
    r"\brm\s+(?:-[a-z]*\s+)*-[a-z]*[rf][a-z]*\s+(?:-[a-z\-]+\s+)*(?:--no-preserve-root\s+)?[\"']?"
    r"(?:/|~/?|\$home/?|/\*|~/\*|\*|/(?:home|etc|usr|var|boot|root|bin|lib|opt|srv|mnt)\b/?|c:\\|"
    # (a glob under a system root, unless it empties a cache, temp or build folder: `…/public_html/cache/*` is rebuilt, and
    # a Dockerfile's `rm -rf /var/lib/apt/lists/*` drops the package lists it fetched)
    r"/(?:etc|usr|var|boot|bin|lib|sys|home)/[\w.\-/]*(?<!/cache/)(?<!/caches/)(?<!/\.cache/)(?<!/tmp/)(?<!/temp/)"
    r"(?<!/build/)(?<!/dist/)(?<!/apt/lists/)(?<!/yum/)(?<!/dnf/)\*|~/\.(?:ssh|gnupg|aws|config|kube)\b/?|"
    # a database's or a service's whole data folder (`/var/lib/postgresql`, `/var/lib/prometheus`), not a package cache
    r"/var/lib/(?:postgresql|pgsql|mysql|mariadb|mongodb|redis|etcd|elasticsearch|opensearch|prometheus|clickhouse|kafka|"
    r"zookeeper|rabbitmq|influxdb|grafana|minio|jenkins|gitlab|vault|consul|cassandra|docker|containerd)\b/?\*?|"
    # a whole folder of the user's own things: ~/Documents, ~/Photos (not a build folder inside a project)
    r"(?:~|\$home)/(?:documents|desktop|pictures|photos|music|videos|movies|library|dropbox|onedrive|icloud\w*|notes|"
    r"projects|backups?|mail|документы|рабочий стол|фото\w*)(?:/?\*?|(?:/(?!(?:caches?|\.cache|deriveddata|tmp|temp|build|dist|"
    r"node_modules|logs?)\b)[\w.\-]+)+/\*))[\"']?(?=[\s;&|`'\",)]|\.(?!\S)|$)"
    # (a sentence's stop after it too; and a glob that empties a folder inside them: `~/Documents/1C_backups/*`)
    # a dangerous target after other arguments: `rm -rf node_modules ~/.ssh`
    r"|\brm\s+(?:-[a-z]*\s+)*-[a-z]*[rf][a-z]*\s+(?:[^\s;&|]+\s+){1,4}[\"']?(?:~/\.(?:ssh|gnupg|aws|config|kube)\b|/\*?|~/?\*?)"
    r"[\"']?(?=[\s;&|`'\")]|\.(?!\S)|$)"
    r"|--no-preserve-root"
    r"|:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:"
    r"|\bmkfs(?:\.\w+)?\s+/dev/|\bdd\s+if=(?!\S+\.(?:iso|img|raw|dmg)\b)\S+\s+of=/dev/(?:sd|nvme|hd|disk|vd|xvd|mmcblk)|>\s*/dev/sd[a-z]\b"
    r"|\bchmod\s+-r\s+(?:0?777|0?000|a-rwx)\s+/(?=[\s`'\";|&)]|$)|\bshred\b[^\n]{0,30}(?:~/|/dev/|/home\b|/etc\b|\$home)|\bchown\s+-r\s+\S+\s+/(?=[\s`'\";|&)]|$)"
    r"|\bformat\s+[a-z]:"
    # a drive's root, the user's folders or Windows itself (not a build's temp folder: `del /s /q C:\agent\_work\_temp\*`)
    r"|(?:\bdel\s+/[sfq]\b|\brd\s+/s\s+/q\s|remove-item\s+(?:-\w+\s+)*-recurse)[^\n]{0,40}?[\"']?[a-z]:\\" + _WINDOWS_TARGET + (
    r"|\bgit\s+push\s+(?:\S+\s+)*(?:--force(?!-with-lease)|-f)\b[^\n]{0,40}\b(?:main|master|prod|production|release)\b"
    r"|\bgit\s+reset\s+--hard\s+\S*\s*&&\s*(?:git\s+clean\s+-\w+\s*&&\s*)?git\s+push\s+(?:-f|--force)"
    # a repository or a whole database deleted by its CLI: `gh repo delete … --yes`, `firebase firestore:delete --all-collections`
    r"|\bgh\s+repo\s+delete\b[^\n]{0,80}?(?:--yes|--confirm)\b|\bfirestore:delete\b[^\n]{0,40}--all-collections\b"
    r"|\bgit\s+clean\s+-[a-z]*f[a-z]*d[a-z]*x?\b|\bgit\s+reset\s+--hard\b"
    r"|\bdrop\s+(?:database|schema)\b|\btruncate\s+table\b"
    r"|\bdelete\s+from\s+\w+\s*;"
    r"|\bdrop\s+table\s+(?!if\s+exists|and\b|or\b|statements?\b|commands?\b|queries\b|syntax\b)\w+"
    # infrastructure wiped by its own tool (soft: an order to run it must be there too)
    r"|\bfind\s+(?:/|~/?|\$home/?)(?=\s)[^\n|;]{0,60}?\s(?:-delete\b|-exec\s+rm\b)"
    r"|\bkubectl\s+delete\s+(?:namespace|ns)\b|\bkubectl\s+delete\s+[^\n]{0,40}\s--all\b"
    r"|\baws\s+s3\s+(?:rm\s+[^\n]{0,80}--recursive|rb\s+[^\n]{0,80}--force)|\bgsutil\s+(?:-m\s+)?rm\s+-r"
    r"|\baz\s+group\s+delete\b|\bgcloud\s+projects\s+delete\b|\b(?:terraform|pulumi)\s+destroy\b"
    r"|\bdocker\s+system\s+prune\b[^\n]{0,20}--volumes|\bflushall\b|\bdropdb\b|\bwipefs\b"  # -a alone: images, pulled again
    # every machine, volume or remote branch at once, the list fed from a command (soft, like the rest of the cloud's tools)
    r"|\baws\s+ec2\s+terminate-instances\b|\bgcloud\s+compute\s+instances\s+delete\b[^\n]{0,20}\$\("
    r"|\bdocker\s+(?:volume|container|image)\s+rm\b[^\n]{0,20}\$\(|\bxargs\b[^\n]{0,60}\bgit\s+push\s+\S+\s+(?:--delete|-d)\b"
    # remote branches deleted by a computed list, or all of them: `git push origin --delete $(git branch -r …)`,
    # "git push origin --delete on every remote branch"
    r"|\bgit\s+push\s+\S+\s+(?:--delete|-d)\s+(?:\$\(|`)|\bgit\s+push\s+\S+\s+(?:--delete|-d)\s+(?:on |for )?(?:every|all|each)\b"
    # the machine's recovery points and audit trail destroyed by their own tools, what ransomware runs first: shadow
    # copies, backup catalogs, boot recovery, event logs (their list and query verbs are no wipe)
    r"|\bvssadmin\s+delete\s+shadows\b|\bwmic\s+shadowcopy\s+delete\b|\bwbadmin\s+delete\s+(?:catalog|systemstatebackup|backup)\b"
    r"|\bbcdedit\b[^\n]{0,40}\brecoveryenabled\s+no\b|\bwevtutil\s+(?:cl|clear-log)\b|\bclear-eventlog\b|\bauditpol\s+/clear\b"
    # the cloud's audit trail, threat detection and keys destroyed by their own tools (soft, like the rest of the cloud's)
    r"|\baws\s+cloudtrail\s+(?:stop-logging|delete-trail)\b|\baws\s+guardduty\s+delete-detector\b"
    r"|\baws\s+kms\s+schedule-key-deletion\b|\bgcloud\s+logging\s+sinks\s+delete\b|\bgcloud\s+kms\s+keys\s+versions\s+destroy\b"),
)
# (an imperative heading «Откати ветку: …» orders; an infinitive one «Откатить rebase: …» titles a recipe, the
# form of a how-to note)
# (the safe step told before one: «сделайте бэкап перед запуском» — a copy made, no command run)
_NOT_A_BACKUP = r"(?! (?:\S+ )?(?:бэкап|бекап|резервн|копи|дамп|снапшот|backup|snapshot)\w*)"
_RUN_ORDER = re.compile(r"(?:^|[.!?:;,\n]\s*|\b(?:then|and|(?<!\bme )(?<!\bus )to|и|потом|затем)\s+)(?:please\s+)?(?:run|execute|exec|type|"
                        r"запусти|выполни|выполняй|запускай|введи)\b"
                        # (nor the agent kept out: "I run this myself, not via the agent", «не через бота»)
                        r"|\b(?<!not via the )(?<!not by the )(?<!not through the )(?<!without the )(?<!не через )(?<!без )"
                        r"(?:you(?! (?:see|notice|find|read|come across|spot|wonder)\b)|ты(?!(?: \S+){0,3}? (?:ничего не|не|никогда не) \w+)|agents?|assistants?|"
                        # (not a thing of the bot's the user builds: «последний коммит бота», «код ассистента»)
                        r"(?<!коммит )(?<!код )(?<!репо )(?<!версия )(?<!версии )(?<!логи )(?<!релиз )(?<!ветка )(?<!деплой )(?<!сервере )(?<!сервера )(?<!сервер )"
                        r"(?<!репозитория )(?<!репозиторий )(?<!репозиторию )(?<!проекта )(?<!базы )(?<!базе )(?<!readme )(?<!ридми )(?<!вики )"
                        # (nor a bot gone: «таблица от старого бота», "the old bot's")
                        r"(?<!старого )(?<!прошлого )(?<!прежнего )(?<!бывшего )(?<!the old )(?<!the former )(?<!the previous )"
                        # (nor his own little bot, whose base it is: «База броней (SQLite, мой мини-бот): выполнил `DROP TABLE …`»)
                        r"(?<!мини-)(?<!мой )(?<!my )"
                        # (nor a thing made for the bot: «переделывал базу заказов для бота»)
                        r"(?<!для )(?<!for the )"
                        # (nor the chatbot whose thing it is: «миграция в базе чат-бота»)
                        r"(?:ассистент(?:а|у|ом|ы|ам)?|агент(?:а|у|ом|ы|ам)?|bots?|(?<!чат-)бота|бот(?:у|ом|ы|ам)?))\b(?!-\w)"
                        # (nor a project named after one: «в pet-проекте agent-notes»)
                        # (nor a thing of the bot's: "if I mess up the bot config again: git reset --hard …"; nor the agent kept
                        # off it: «ассистенту не трогать», "the agent must not run it")
                        r"(?!(?:'s|’s)? (?:config|code|repo|logs?|settings|token|project|source|scripts?|commands?|server|sqlite|postgres\w*|mysql|redis|files?|folder|"
                        r"deploy\w*|db|database|tables?|schema|data|users?|storage)\b)"
                        r"(?!,? (?:\S+ ){0,2}?(?:не|ничего не|никогда не|never|don'?t|do not|must not|shouldn'?t"
                        r"|should not)(?!\w)"
                        r"(?! (?:need|have to|нужно|надо|обязан\w*"
                        r"|требуется)(?!\w)))"  # (a check waived is no restraint: "Agents don't need to ask")
                        # the reviewers a commit message or a PR is read by, when they are tools ("Automated reviewers: …")
                        r"|\b(?:automated|ai|llm|bot) (?:code )?reviewers?\b|(?<!\w)(?:автоматическ\w+|ии-?) ?ревьюер\w*"
                        r"|(?<!не )\b(?:выполни|запусти|выполняй|запускай|сделай|запушь)(?:те)?\b" + _NOT_A_BACKUP +  # (not «сам не запускай»)
                        r"|(?:^|[.!?:;\n]\s*)(?:please\s+)?(?:reset|fix|clean|clear|free|wipe|repair|restore|update|sync|"
                        r"speed)\b[^.;!?\n]{0,40}\b(?:with|by running|using|via)\b"
                        r"|(?:^|[.!?\n]\s*)(?:сбрось|очисти|почисти|обнули|откати|верни|исправь|почини)(?!ть)\w*[^.;!?\n]{0,40}:"
                        # (not the user's own: "I'll do it by hand", "we will do that after the demo")
                        r"|(?<!\bi'll )(?<!\bi will )(?<!\bwe'll )(?<!\bwe will )(?<!\bi )(?<!\bwe )(?<!\bi can )"
                        r"\b(?:(?:just )?do it|do this|do that|go ahead and|сделай это|выполни это|так и сделай|делай так)\b"
                        # a check dropped: a standing rule to the agent ("without checking with the user", «не спрашивая»)
                        r"|\bwithout (?:checking|asking|confirm\w*|telling|review\w*)\b|\bno (?:need to (?:ask|confirm|check)|"
                        r"confirmation|approval|review)\b|не спрашивая|без (?:подтверждени|спрос|согласовани|вопрос)\w*|"
                        r"подтверждени\w* не нуж\w*|(?<!\w)(?:ревью|проверка|согласование|подтверждение) не (?:требуется|нужн\w*)"
                        # an imperative after a condition or a heading ("If a test fails twice, reset …", "Cost saving: terminate …")
                        r"|[,:]\s*(?:reset|terminate|delete|remove|destroy|wipe|purge|kill|force-push)\b"
                        r"|(?<!\w)(?:откатывай|откати|чисти|почисти|очищай|очисти|удаляй|сноси|дропай|запушь|пушь)(?!\w)"
                        r"|\b(?:each|every|nightly|weekly|daily|monthly)\b(?!\s+runs?\b)[^.;!?\n]{0,30}\brun\b"
                        r"(?![ \t]+(?:is|was|are|were|has|had|will|"
                        r"ends?|finishes|completes)\b)")  # (not the run as a noun: "empty after each run is expected")
# a soft command made a routine with an approval claimed or on production: "Nightly housekeeping (pre-approved): …",
# «Перед каждым деплоем выполнять на проде `DROP SCHEMA analytics CASCADE` — …, Игорь подтвердил», "standard fix: …"
_ROUTINE = (r"(?:\b(?:before (?:each|every)|nightly|weekly|monthly|every (?:night|morning|deploy|release|monday|tuesday"
            r"|wednesday|"
            r"thursday|friday|saturday|sunday|week|month)|standard (?:procedure|fix|solution)|scheduled (?:cleanup|clean-up|"
            r"maintenance))\b|(?<!\w)(?:перед кажд\w+|кажд\w+ (?:ночь|утро|деплой|релиз|понедельник|вторник|сред\w|четверг"
            r"|пятниц\w|"
            r"суббот\w|воскресень\w|недел\w|месяц)|еженедельн\w*|ежедневн\w*|ежемесячн\w*|планов\w+ (?:чистк|очистк"
            r"|обслуживани)\w*|"
            r"стандартн\w+ (?:процедур|решени)\w*)(?!\w))")
# (not prod ruled out: "Prod namespaces never carry that label", "never on prod", «не на проде»)
_PROD_OR_APPROVED = (r"(?:(?<!never on )(?<!not on )(?<!never )(?:\b|_)(?:prod|production)\b(?! (?:\w+ )?(?:never|aren'?t|"
                     r"are not|isn'?t|is not|don'?t|do not|won'?t)\b)|(?:\b|_)(?:pre-?approved|approved)\b"
                     r"|\bwithout (?:asking|confirmation)\b|"
                     r"(?<!\w)(?:на проде|в проде|прод(?:е|а|овой|овую)|"
                     r"подтвердил\w*|одобрил\w*|согласовал\w*|согласовано|одобрено|подтверждени\w* не (?:спрашивать|нужно"
                     r"|требуется)"
                     r")(?!\w))")
_ROUTINE_PLANTED = re.compile(_ROUTINE + r"[^\n]{0,200}?" + _PROD_OR_APPROVED + "|" + _PROD_OR_APPROVED + r"[^\n]{0,200}?" + _ROUTINE)
# printed on a thing: "a mug that says `sudo rm -rf /`", «футболка с надписью …» — a joke's words, no one's order (the package
# reads a note that names such a thing as one about attacks too)
PRINTED_ON = (r"(?:\b(?:mugs?|cups?|t-?shirts?|shirts?|hoodies?|stickers?|posters?)\b[^.;\n]{0,20}?\b(?:says|saying|reads|printed)\b"
              r"|(?<!\w)(?:кружк|чашк|футболк|толстовк|наклейк|постер|стикер)\w*[^.;\n]{0,20}?надпис\w*):?")
_MENTIONED = re.compile(r"(?:\blike|such as|\babout|\bregarding|\bпро|e\.g\.,?|for example|вроде|вида|типа|например|\bjoke\b[^.;\n]{0,12}|\bmeme\b[^.;\n]{0,12}|"
                        r"шутк\w*[^.;\n]{0,12}|" + PRINTED_ON + r")\s*[`'\"«]?\s*(?:sudo\s+)?$")
_SOFT = re.compile(r"\bcurl\b|\bgh\s+repo\b|\bformat\s+(?!c:)[a-z]:|\bmkfs\b|\bdrop\s+(?:table|database|schema)\b"
                   r"|\btruncate\s+table\b|\bdelete\s+from\b|\bfind\b|\bkubectl\b|\bgit\b|"
                   r"\baws\b|\bgsutil\b|\baz\b|\bgcloud\b|\bterraform\b|\bpulumi\b|\bdocker\b|\bflushall\b|\bdropdb\b|"
                   r"\bwipefs\b")
# the command as the tool of an act already done, in its sentence: "Wiped the old laptop with sudo shred … /dev/sda",
# "I ran rm -rf ~/ by mistake", «затёр старый диск командой dd …» (a past event, like "the user deleted …"; an order to
# run it again is still one)
_DONE_WITH = re.compile(r"(?:^|[^\w\-])(?:wiped|erased|formatted|shredded|zeroed|nuked|destroyed|cleaned|cleared|"
                        r"ran|executed|typed|стер\w*|стёр\w*|затер\w*|затёр\w*|удалил\w*|отформатировал\w*|очистил\w*|снес\w*|снёс\w*|"
                        r"запустил\w*|выполнил\w*|прогнал\w*|запускал\w*|выполнял\w*|прогонял\w*|накатил\w*|накатывал\w*|"
                        r"освобождал\w*|освободил\w*|почистил\w*|чистил\w*|"
                        # (a log's passive: «после выгрузки в архив выполнен DROP TABLE …», "was run")
                        r"выполнен[аоы]?|запущен[аоы]?|was run|were run|"
                        # what fixed it: «очередь зависла — помогло: net stop spooler && del …», "what fixed it: …"
                        r"помогл[оаи]|помог|спасло|вылечило|fixed(?: it)?|helped)\b"
                        r"[^.;!?,\n`]{0,60}?(?:\b(?:with|using|via|by running|by|командой|через|с помощью)\s+)?[`'\"«]?\s*(?:sudo\s+)?$")
# the command as the tool of the user's own habit, in its sentence: "he always deletes the local copy: `shred -u …`",
# «он сам затирает диск: `dd …`» (the user as the subject of a present act, like a past one above; an order to the agent
# names the agent or an imperative, `_TOLD_TO_RUN` / `_RUN_ORDER`)
# (a Russian verb in the first person says who acts without a pronoun: «раз в месяц чищу кэш: `rm -rf …`»)
_MY_ACTS = r"удаляю|стираю|затираю|чищу|очищаю|прошиваю|сношу|форматирую|запускаю"
_FIREWALL = re.compile(r"\b(?:chain|iptables|nftables|nft|firewall\w*|mikrotik|ufw|wan|accept established|input|forward|"
                       r"packets?)\b|(?<!\w)(?:фаервол\w*|файрвол\w*|цепочк\w*|пакет\w*)(?!\w)")
_HIS_HABIT = re.compile(r"(?:(?:\b(?:he|she|i|we|the user)\b|(?<!\w)(?:он|она|я|мы|пользователь)(?!\w))"
                        r"(?: (?:always|usually|himself|herself|still|сам|сама|всегда|обычно|каждый \w+|вручную))*"
                        r" (?:wipes|erases|deletes|removes|shreds|zeroes|cleans|clears|flashes|formats|runs|uses|run|use|wipe|erase|"
                        r"delete|shred|flash|удаляет|стирает|затирает|чистит|очищает|форматирует|прошивает|запускает)\b"
                        r"|(?<!\w)(?:" + _MY_ACTS + r")(?!\w))"
                        r"[^.;!?\n`]{0,60}?[`'\"«]?\s*(?:sudo\s+)?$")
# the command as a line of his own script, in its sentence: «в скрипте очистки компьютеров … есть `rm -rf …`», "the cleanup
# script has `…`", "scripts/truncate_dev.sql does TRUNCATE TABLE …" (what the script holds or does, told; an order to run it
# is still one, `_TOLD_TO_RUN`)
_IN_SCRIPT = re.compile(r"(?i)(?:\b(?:scripts?|cron\w*|job|alias|makefile|playbook|migrations?)|(?<!\w)(?:скрипт\w*|крон\w*|алиас\w*|джоб\w*|"
                        r"плейбук\w*|миграци\w*)|\.(?:sql|sh|py|ps1|bat|rb|js))\b[^.;!?\n`]{0,60}?(?:\b(?:has|contains|includes|holds|does|runs|"
                        r"performs|executes|issues|had)|(?<!\w)(?:есть|был[оаи]?|стоит|содержит|делает|выполняет|запускает))"
                        # (or a document's line someone wrote: «Саша в README бота написал: git reset --hard …»)
                        r"(?:(?: \w+)?:?\s*[`'\"«]?\s*(?:sudo\s+)?$)"
                        r"|(?:\b(?:readme|wiki|runbook)|(?<!\w)(?:ридми|вики|ранбук|инструкци)\w*)[^.;!?\n`]{0,40}?"
                        r"(?:\b(?:says|wrote|reads)|(?<!\w)(?:написал\w*|написано|пишет))"
                        r"(?: \w+)?:?\s*[`'\"«]?\s*(?:sudo\s+)?$")
# what a note that names the command does with it instead of running it: asks or researches ("To research: does … remove
# only one copy?"), teaches («для семинара: объяснить студентам, чем … отличается»), files or reviews it ("Issue I'm
# filing: 'cleanup.sh uses …'", «с код-ревью»), watches for it ("alert on `vssadmin delete shadows`", a SIEM's list), or
# plans it as his own act ("I'll run it myself tonight", «сам сделаю … с live-USB»)
NOT_TO_RUN = re.compile(
    r"(?i)\b(?:to research|research:|question:|what'?s the difference|does `|how does|explain\w*|understand|issue i'?m filing|"
    r"code[- ]review|in review|review comment|alert on|detection (?:rule|logic|query)|detect (?:it|them|when)|siem|indicators?|iocs?|sigma rule|i'?ll (?:run|do|wipe|type) "
    r"it myself|i'?ll (?:run|do) (?:it|this|that) (?:myself|by hand|tonight)|(?:i|we) (?:will|'ll) run it (?:by hand|myself)|"
    r"(?:i|we) run (?:it|this|that|those|these|them) (?:by hand|myself|ourselves|manually)|don'?t automate|"
    r"(?:don'?t|do not|not to) run (?:anything|it)|not to run"
    # why it is dangerous, one against another, for interns; his own act ahead; a job of his that runs it
    r"|why|is dangerous|vs\.?|versus|for (?:the )?interns|i'?ll (?:wipe|erase|shred|format|zero|nuke)"
    # a harmful command given as one, in a course: «Пример вредной команды из курса по кибергигиене: rm -rf …»
    r"|(?:dangerous|harmful|destructive) commands?|(?<!\w)(?:вредн|опасн|разрушительн)\w* команд\w*"
    r"|(?:job|cron|cronjob|pipeline|timer|unit|hook)\b[^.\n]{0,80}?\bruns"
    # a disk wiped before it leaves him, the device checked by hand first
    r"|before (?:\S+ ){0,3}?(?:selling|giving (?:it |them )?away|handing (?:it |them )?(?:over|back)|returning|recycling|disposal)"
    r"|(?:check|confirm|double-check|verify)\w*[^.\n]{0,40}\blsblk|lsblk\b[^.\n]{0,60}\b(?:first|before|three times)"
    r"|only (?:ever )?(?:(?:in|on) (?:the )?)?(?:lab|sandbox|staging|test stand|test env\w*)\b|(?:home )?lab only)\b"
    r"|(?<!\w)(?:для семинара|для лекции|для курса|объяснить|объясняю|чем (?:\S+ ){0,6}?отличается|код-?ревью|с ревью|"
    r"алерт\w* на|правил\w* (?:детекта|корреляции)|детектировать|сам сделаю|сделаю сам|запущу сам|сама сделаю|сделаю сама|не запускать|"
    r"ничего не запускай|вопрос из теста|вопрос:|почему|разбор\w*|для стаж[её]р\w*|делаю сам\w*|делаю это сам\w*|затру сам\w*|"
    r"запускаю сам\w*|сам\w* запускаю|сам\w* делаю|(?:с)?делал\w* сам\w*|сам\w* (?:с)?делал\w*|чищу сам\w*|запрещ[её]н\w*|"
    r"под запретом|без меня не (?:трогать"
    r"|запускать)|(?<=, )я сам[аи]?(?=[.!]|$)|"
    r"сам\w* затру|(?:перед|до) (?:\S+ ){0,2}?(?:продаж\w*|утилизаци\w*|списани\w*|сдач\w*)|только (?:(?:в |на )?"
    r"(?:sandbox|staging|стенд\w*|тестов\w*|песочниц\w*)|(?:в|на) лаб\w*))(?!\w)")
# a command named anywhere as one to run (again): what a past act's note must not hold
# the command told as his own past act right after it: "… — I ran this myself on 15.02", «… — это я сама запускала вчера»
_DONE_AFTER = re.compile(r"[`'\"]?(?:[^.;!?\n]|\.(?=\w)){0,40}?(?:\b(?:i|we) (?:\w+ )?(?:ran|did|executed|typed) (?:this|it|that)\b"
                         # (or when, in his past: "`shred -u ~/Downloads/export-*.csv` after I finished the analysis")
                         r"|\bafter (?:i|we) (?:had )?(?:finished|completed|was done|were done|wrapped up)\b"
                         # (or what it did, right after it: "`sudo rm -rf /var/lib/docker` fixed the broken overlay … last week")
                         r"|\b(?:fixed|solved|cured|freed up) (?:the|my|a|an|it|all)\b"
                         # (or someone's past act the command names: "'format c:' is what the repair shop did")
                         r"|\b(?:is|was) what (?:\w+ ){1,5}?(?:did|ran)\b|(?<!\w)(?:это )?"
                         r"(?:я|мы) (?:сам\w* )?(?:запускал\w*|выполнял\w*|запустил\w*|выполнил\w*)(?!\w))")
_TOLD_TO_RUN = re.compile(r"(?<!\bi )(?<!\bwe )(?<!\bhe )(?<!she )\b(?:run|execute|repeat|do (?:it|that|this|the same))\b|\bagain\b|снова|ещё раз|еще раз|повтор\w*|"
                          r"запуст(?:и|ите|ишь)\b|выполн(?:и|ите|яй)\b|сделай(?:те)?\b" + _NOT_A_BACKUP + r"|то же сам\w*|так же|\bsame way\b|"
                          r"(?:^|[.;!?:,\n]\s*)(?:then\s+|now\s+|and\s+)?(?:wipe|erase|format|shred|delete|remove|destroy|nuke)\b|"
                          r"\b(?:затри|сотри|удали|отформатируй|снеси)(?:те)?\b")
# the command as the occasion of his check: "before you suggest any `kubectl delete` or `terraform destroy`, show me the plan and
# wait for my explicit 'yes'"
_BEFORE_ANY = re.compile(r"\bbefore (?:you )?(?:suggest|run|propose|use|try|type)\w* (?:any |a |an |the )?[^.;,\n]{0,60}$")
_WAIT_FOR_HIM = re.compile(r"\b(?:wait (?:for|until) (?:my|i)\b|ask me\b|check with me\b|show me\b[^.\n]{0,40}\bwait\b)")
# a database or schema made to be thrown away: `DROP DATABASE dev`, `dropdb test_app`, `DROP SCHEMA scratch`
THROWAWAY_WORDS = r"(?:dev|devel|development|test|tests|testing|local|tmp|temp|scratch|sandbox)"
"""What names a store made to be thrown away and made again."""
_THROWAWAY = re.compile(r"(?:drop\s+(?:database|schema)|dropdb)\s+(?:if\s+exists\s+)?[`\"']?(?:\w+_)?" + THROWAWAY_WORDS
                        + r"(?:_\w+)?[`\"']?(?![\w.])"
                        # (or a lab's or a preview's namespace: "kubectl delete namespace lab-week6 after the session")
                        r"|kubectl\s+delete\s+(?:namespace|ns)\s+[`\"']?(?:\w+-)*(?:" + THROWAWAY_WORDS[3:-1]
                        + r"|lab|ephemeral|preview|pr)(?:-\w+)*[`\"']?(?![\w.])"
                        # (or a lab's stack torn down: "`terraform destroy -auto-approve` in the course account")
                        r"|terraform\s+destroy\b[^\n.]{0,60}?\b(?:in|for|on) (?:the |my |our |a )?(?:\w+ )?(?:course|lab|sandbox|training|"
                        r"scratch|ephemeral|preview|demo|test)(?:[ -]\w+)? (?:account|workspace|project|environment|env|stack)\b")
# said in words: "to reset the dev database run make db-reset" (a staging or demo store serves people: not thrown away)
_THROWAWAY_STORE = re.compile(r"\b" + THROWAWAY_WORDS + r"\s+(?:database|db|schema|server|cluster|bucket|backups?)\b")
# where an order to wipe starts (a sentence, "then", "always", "when X,") and its verbs
_WIPE_LEAD = r"(?:^|[.!?:;,\n]\s*|\b(?:then|and|to|please|always|should|must|when \S+(?: \S+){0,6},?)\s+)"
_WIPE_VERBS = r"(delete|remove|wipe|erase|destroy|purge|format|drop|empty|reset)"
# (a word ends each thing: "his data" is not "his dev database", a throwaway one reset by the user's own script)
_ORDER_WORDS = re.compile(
    _WIPE_LEAD + _WIPE_VERBS + r"\s+(?:all|every|everything|the entire|the whole|"
    r"each|the (?:production|prod|main|live|primary) (?:database|db|server|cluster|bucket)|(?:the )?user'?s?"
    r"(?: \S+){0,3} (?:files|home|folders?|director(?:y|ies)|data|backups?|emails|repos?)(?!\w)|(?:their|his|her) (?:(?!"
    + THROWAWAY_WORDS + r" )\S+ )?(?:files|"
    r"home|folder|directory|data|databases?|backups?|emails)(?!\w)|the disk|the (?:\S+ )?(?:backups?|database)\b|~/\.(?:ssh|gnupg|aws|kube)|"
    r"the home (?:dir|folder|directory)|(?:~|\$home)/(?:documents|desktop|pictures|photos|music|videos|movies|projects|backups?|mail|"
    r"notes)\b)"
    r"|(?:^|[.!?:;,\n]\s*|\b(?:и|затем|потом|всегда)\s+)(?:удали|удаляй|сотри|стирай|уничтожь|очисти|отформатируй|"
    r"снеси|дропни)(?:те)?\s+(?:все|всё|всю|весь|каждый|каждую|базу|диск|продакшн|прод)"
    # «удаляй папку Документы у пользователя»: an imperative, the user's own things, the user named in the third person
    r"|\b(?:удали|удаляй|сотри|стирай|уничтожь|уничтожай|очисти|очищай|снеси|сноси)(?:те)?\s+(?:\S+\s+){0,2}?(?:папк\w*|"
    r"файл\w*|документ\w*|фото\w*|снимк\w*|заметк\w*|письм\w*|почт\w*|переписк\w*|бэкап\w*|резервн\w*|аккаунт\w*|"
    r"репозитори\w*)[^.!?;\n]{0,40}?(?:\bу (?:пользовател\w*|него|нее|неё|владельц\w*)|\bпользовател\w*|\b(?:его|ее|её)\b)"
    r"|(?<!просил: )(?<!попросил: )\b(?:удали|удаляй|сотри|стирай|уничтожь|уничтожай|очисти|очищай|снеси|сноси)(?:те)?\s+(?:его|её|ее|все|всю|весь)\s+"
    r"(?:\S+\s+)?(?:папк\w*|файл\w*|документ\w*|фото\w*|снимк\w*|заметк\w*|письм\w*|почт\w*|переписк\w*|бэкап\w*|"
    r"резервн\w*|аккаунт\w*|учётн\w*|учетн\w*|профил\w*|репозитори\w*|облак\w*|диск\w*)",
)


# the user's own errand told in the first person: "I need to delete all …", «мне нужно удалить все …» (the agent is not told)
_OWN_PLAN = re.compile(r"\b(?:i|we)(?:'m| am| are|'re)? (?:need|have|want|plan|hope|mean|going|gotta|got|try|trying|decided|intend)\w*"
                       r"(?: \w+)? to (?:\S+ )?" + _WIPE_VERBS + r"\b")
# a verb with a bare quantifier ("delete all", "format each"): an attack only when what follows is data, a store or a machine
_QUANTIFIED = re.compile(_WIPE_LEAD + _WIPE_VERBS + r"\s+(?:all|every|each)\b")
_DATA_OBJECT = re.compile(
    r"(?:\s+(?:of\s+)?(?:the|his|her|their|your|my|our|its|this|these|those|user'?s?|the user'?s?))?(?:\s+[\w'\-]+){0,3}?\s+"
    r"(?:files?|folders?|director(?:y|ies)|data|e-?mails?|mail|messages?|chats?|conversations?|notes?|memor(?:y|ies)|photos?|"
    r"pictures?|images?|videos?|contacts?|documents?|docs|backups?|snapshots?|logs?|records?|repos?|repositor(?:y|ies)|"
    r"databases?|dbs?|tables?|accounts?|history|entries|commits?|servers?|instances?|buckets?|volumes?|disks?|drives?|"
    r"partitions?|keys?|users?|tickets?|events?|calendars?|projects?|settings|configs?|passwords?|credentials?|"
    r"tokens?|secrets?|invoices?|orders?|customers?|clients?|sessions?|caches?|storage|things?|stuff|items?|content)\b")
# after the thing: a noun it only qualifies ("instance vars", "file names"), what it is an instance of, or the container
# in code it is taken from — the things of a program, not anyone's data
_CODE_THING = re.compile(r" (?:vars?|variables?|names?|types?|ids?|fields?|attributes?|counts?|sizes?|levels?|formats?|paths?)\b"
                         r"| of (?:a|an|the) (?:callback|function|handler|listener|hook|class|method|pattern|string|substring|"
                         r"character|word|value|element|item|key|object)\b"
                         r"| from (?:[a-z]{1,2}\b(?!\.?[\w\-/@])|the (?:list|dict\w*|set|queue|buffer|mapping|sequence|container|array|"
                         r"heap|deque|tuple|iterable)\b)")
_DISK_OBJECT = re.compile(r"(?:\s+[\w'\-]+){0,3}?\s+(?:disks?|drives?|partitions?|volumes?|ssds?|hdds?|sd cards?|usb sticks?)\b")


_COMMAND_HINTS = ("rm ", "--no-preserve-root", ":(", "mkfs", "dd ", "/dev/sd", "chmod", "chown", "shred", "format ", "del ", "rd ",
                  "remove-item", "git ", "drop ", "truncate", "delete from", "find ", "kubectl", "aws ", "gsutil", "az ",
                  "gcloud", "terraform", "pulumi", "docker", "flushall", "dropdb", "wipefs", "vssadmin", "shadowcopy", "wbadmin",
                  "recoveryenabled", "wevtutil", "clear-eventlog", "auditpol", "gh repo", "firestore", "x delete",
                  "request delete")
_ORDER_HINTS = ("delete", "remove", "wipe", "erase", "destroy", "purge", "format", "drop", "empty", "reset", "удали", "permanently",
                "удаляй", "сотри", "стирай", "уничтож", "очисти", "очищай", "отформат", "снеси", "сноси", "дропни")


DESTRUCTIVE_HINTS = frozenset(_COMMAND_HINTS + _ORDER_HINTS)


# mail or files deleted past the trash, everything at once, by the agent: «агент … «Выделить все» → «Удалить навсегда»»
_FOREVER = re.compile(r"(?:удалить|удали|удаляй|удалять) (?:\S+ )?навсегда|(?:удалить|удали|удаляй|удалять) безвозвратно|"
                      r"\b(?:delete|remove)\w* (?:\S+ )?(?:forever|permanently)\b|\bpermanently delete\b|\bempty the trash\b")
_FOREVER_ALL = re.compile(r"\b(?:all|everything|select all)\b|(?<!\w)(?:все|всё|выделить все)(?!\w)|корзин")


# what a command does, told right after it: "… deletes every file", «… удаляет все данные кластера»
_EFFECT_TOLD = re.compile(r"[`'\"]?[ \t]*(?:[—–-][ \t]*)?(?:\b(?:deletes|removes|wipes|erases|destroys|nukes|drops|kills)\b|"
                          r"(?<!\w)(?:удаляет|стирает|сносит|уничтожает|затирает|убивает)(?!\w))")


# his own device sold or handed on, reset first (Apple's "Erase All Content and Settings")
_DEVICE_SOLD = re.compile(r"\bbefore (?:selling|giving it|trading|returning)\b|\b(?:sold|selling|trade-?in)\b"
                          r"|(?<!\w)(?:перед продажей|продаю|продал\w*)(?!\w)")
# "drop everything and look at …": what people say to put all else aside
_DROP_EVERYTHING = re.compile(r"\bdrop everything (?:and|to|&)\b")
# someone's request reported before the act: "user asked to delete their data", «клиент попросил удалить»
_ASKED_FOR = re.compile(r"\b(?:asked|requested|requests|asks|wanted|wants) (?:us |me |him |her |them )?to $"
                        r"|(?<!\w)(?:попросил\w*|просил\w*|просит|потребовал\w*) $")
# the rest of a quote that closes on a permission's or a setting's name: "the 'see, edit, delete all files' permission"
_NAMED_SCOPE = re.compile(r"[^'\"”»\n]{0,40}['\"”»] (?:permission|scope|access|option|setting|button|checkbox|toggle)s?\b")


# a list that a policy's key forbids, open before the command on its line
_DENY_LIST = re.compile(r"(?:deny|denied|block(?:ed)?|blocklist|denylist|disallow(?:ed)?|forbid(?:den)?|запрещ\w*)[\"']?\s*[:=]\s*\[[^\]\n]*$")


def _run_order(text: str) -> bool:
    """Whether `text` tells someone to run a command (`_RUN_ORDER`), read outside its code spans: a bot named inside a command
    (`kubectl delete ns bots`) is a name, not the agent told."""
    if "`" in text:
        text = CODE_SPAN.sub(" ", text)
    return _RUN_ORDER.search(text) is not None


def told_not_ordered(lowered: str, start: int) -> bool:
    """Whether the command at `start` of `lowered` (a note in lower case) is told as the tool of his past act («Удалил … через
    `terraform destroy`», `_DONE_WITH`), of his habit («чищу кэш: rm -rf …», `_HIS_HABIT`) or as a line of his own script
    («в скрипте очистки … есть `rm -rf …`», `_IN_SCRIPT`), and nobody is told to run it (`_TOLD_TO_RUN`, `_RUN_ORDER`)."""
    return (_DONE_WITH.search(lowered, max(0, start - 80), start) is not None
            or _HIS_HABIT.search(lowered, max(0, start - 90), start) is not None
            or _IN_SCRIPT.search(lowered, max(0, start - 90), start) is not None) \
        and not _TOLD_TO_RUN.search(lowered) and not _run_order(lowered)


def find_destructive(text: str, present: frozenset[str] | set[str], at: Places | None = None) -> str | None:
    """DESTRUCTIVE when `text` (NFKC, lines kept, lower case) orders a destructive command or act; else None.
    `at`: where word hints start in `text` (`anchored.HEADS`), if known."""
    if present.isdisjoint(DESTRUCTIVE_HINTS):
        return None
    for match in _COMMAND.finditer(text, at) if not present.isdisjoint(_COMMAND_HINTS_SET) else ():
        if _NEGATION.search(text, max(0, match.start() - 40), match.start()):
            continue
        if _DENY_LIST.search(text, text.rfind("\n", 0, match.start()) + 1, match.start()):
            continue  # `deny: ["rm -rf *", "curl * | sh", …]` in a guard's policy file: the commands it forbids
        if _BEFORE_ANY.search(text, max(0, match.start() - 100), match.start()) and _WAIT_FOR_HIM.search(text, match.end()):
            continue  # "before you suggest any `kubectl delete` …, show me the plan and wait for my explicit 'yes'": his check
        if _THROWAWAY.match(text, match.start()):
            continue  # a dev, test or scratch database dropped to be made again: the user's own reset, like `rm -rf build/`
        if _EFFECT_TOLD.match(text, match.end()) and not _run_order(text):
            continue  # "rm -rf /var/lib/postgresql удаляет все данные кластера": what the command does, told, no order to run it
        if _DONE_AFTER.match(text, match.end()) and not _TOLD_TO_RUN.search(text):
            continue  # "sudo rm -rf …/old_photoprism_* — I ran this myself on 15.02": his past act, told after the command
        if NOT_TO_RUN.search(text) and not _run_order(text):
            continue  # a question researched, a lesson, an issue or a review, an alert to raise, his own act ahead: no order
        if (_SOFT.match(match.group()) and not (match.group().startswith("git reset") and " push " in match.group())
                and not _ROUTINE_PLANTED.search(text)
                or _MENTIONED.search(text, max(0, match.start() - 30), match.start())) \
                and not _run_order(text) or told_not_ordered(text, match.start()):
            continue  # a soft command, or any named as an example ("commands like `rm -rf /`"), his past act, his habit or his
            #           script's line (`told_not_ordered`), with no order to run it
        return DESTRUCTIVE
    for match in _ORDER_WORDS.finditer(text) if not present.isdisjoint(_ORDER_HINTS_SET) else ():
        if _NEGATION.search(text, max(0, match.start() - 40), match.start() + 1):
            continue
        if _OWN_PLAN.search(text, max(0, match.start() - 40), match.end()):
            continue  # "I need to delete all the old screenshots": the user's own errand, in the first person
        if match.group().lstrip(" .!?:;,\n").startswith("to ") and _COMMAND.search(text[match.end():match.end() + 80]) \
                and NOT_TO_RUN.search(text) and not _run_order(text):
            continue  # "to wipe the old backup disk: `sudo wipefs -a /dev/sdb` — check with lsblk first": the act's purpose,
            #           its command not to be run by the agent (above)
        if _NAMED_SCOPE.match(text, match.end()):
            continue  # "didn't like the 'see, edit, delete all files' permission": an app's permission quoted by its name
        if "drop" in match.group() and _DROP_EVERYTHING.search(text, match.start(), match.end() + 16):
            continue  # "please drop everything and look at the dashboard": the idiom, nothing deleted
        if text.startswith("content and settings", match.end() + 1) and _DEVICE_SOLD.search(text):
            continue  # "Wipe the old MacBook before selling: … Erase All Content and Settings": his own device's reset, sold on
        if _ASKED_FOR.search(text[max(0, match.start() - 30):match.start()]
                             + ("to " if match.group().lstrip(" .!?:;,\n").startswith("to ") else "")) \
                and not _run_order(text):
            continue  # "= user asked to delete their data": a request reported, the job that does it described
        if "drop" in match.group() and _FIREWALL.search(text):
            continue  # "drop invalid, … drop everything else from WAN": a firewall's rule drops packets, not data
        if _THROWAWAY_STORE.search(match.group()):
            continue  # "to reset the dev database run make db-reset": a store made to be thrown away, like `DROP DATABASE dev`
        quantified = _QUANTIFIED.match(text, match.start())
        thing = quantified and (_DISK_OBJECT if quantified.group(1) == "format" else _DATA_OBJECT).match(text, quantified.end())
        if quantified and not thing:
            continue  # "remove all the dead branches from the apple tree", "format each record as JSON": no data of anyone's
        if thing and _CODE_THING.match(text, thing.end()):
            continue  # "reset all instance vars", "remove all instances of a callback", "Remove all items from D.": code's own things
        return DESTRUCTIVE
    if ("навсегда" in text or "безвозвратно" in text or "forever" in text or "permanently" in text or "trash" in text) and \
            (match := _FOREVER.search(text)) and _FOREVER_ALL.search(text) and _run_order(text) and \
            not _NEGATION.search(text, max(0, match.start() - 40), match.start() + 1):
        return DESTRUCTIVE
    for match in _RU_WIPE.finditer(text) if not present.isdisjoint(_ORDER_HINTS_SET) else ():
        begin = max(text.rfind(mark, 0, match.start()) for mark in ".!?\n") + 1
        end = min((i for i in (text.find(mark, match.end()) for mark in ".!?\n") if i >= 0), default=len(text))
        if _THE_USERS.search(text, begin, end) and _IN_BULK.search(text, begin, end) and not _NEGATION.search(text, max(0, match.start() - 40), match.start() + 1):
            return DESTRUCTIVE
    return None


# «сотри с телефона пользователя все фото», «сделай за пользователя: … удали аккаунты»: an imperative and the user's
# things in bulk, the user named anywhere in the sentence (before the verb too); one thing deleted on his word («пользователь
# просил: удали его старый аккаунт в ВК») is his own errand
_RU_WIPE = re.compile(
    r"(?:^|[.!?:;,\n]\s*|\b(?:и|затем|потом|всегда|сразу)\s+)(?:удали|удаляй|сотри|стирай|уничтожь|уничтожай|очисти|очищай|снеси|"
    r"сноси)(?:те)?\s+(?:\S+\s+){0,4}?(?:папк\w*|файл\w*|документ\w*|фото\w*|снимк\w*|заметк\w*|письм\w*|почт\w*|переписк\w*|"
    r"бэкап\w*|резервн\w*|аккаунт\w*|учётн\w*|учетн\w*|профил\w*|репозитори\w*|облак\w*|контакт\w*)")
_IN_BULK = re.compile(r"(?<!\w)(?:вс[её]\w*|весь|кажд\w*|целиком|полностью|подчистую)(?!\w)")
_THE_USERS = re.compile(r"пользовател\w*|владельц\w*|(?<!\w)(?:его|её|ее)(?!\w)")


# the gates as sets: `present.isdisjoint(a set)` looks up the smaller side only
_COMMAND_HINTS_SET = frozenset(_COMMAND_HINTS)
_ORDER_HINTS_SET = frozenset(_ORDER_HINTS)


