"""litellm, imported on first use only: its import costs ~2.7 s, and without a local cost map it
reaches for the network. Every component that calls litellm (chat, token counting, embeddings)
gets it from here."""

from __future__ import annotations

import os
from typing import Any


def litellm() -> Any:
    """The litellm module, with its cost map read locally and its "Provider List" banner off."""
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm as module  # noqa: PLC0415 - lazy on purpose

    module.suppress_debug_info = True
    return module
