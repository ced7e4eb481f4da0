"""The names of the kinds of refusal that more than one rule module gives: one spelling, imported by each.

A refusal's message names its kind (`RefusedContent.kind`); two modules that catch the same kind by different
mechanisms must name it the same way, so the name lives here once."""

PASSWORD = "password"
ADDRESSED = "instructions addressed to the agent"
PLANTED = "memory poisoning (planted fact)"
AUTHORITY = "planted authority"
FAKE_ROLE = "fake role or system message"
FAKE_TOOL = "fake tool call"
MAIL_EXFIL = "data exfiltration via e-mail or upload"
ENCODED = "encoded instructions"
DNS_EXFIL = "data exfiltration via DNS"
URL_EXFIL = "data exfiltration via URL"
DESTRUCTIVE = "destructive command"
IMAGE_EXFIL = "data exfiltration via image or HTML"
SHELL_EXFIL = "data exfiltration via shell command"
HIDDEN = "hidden instructions"
TEMPLATE = "chat-template control tokens"
PROMPT_LEAK = "prompt exfiltration (system prompt)"
OVERRIDE = "prompt injection (instruction override)"
IDENTITY = "prompt injection (new identity)"
LEARNED = "injection (learned reader)"
