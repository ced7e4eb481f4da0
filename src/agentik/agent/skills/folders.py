"""Reading skill folders: what one read of the skills folders found, parsed only where files changed.

`SkillFolders(roots)` reads the SKILL.md of every sub-folder of its roots (the writable one first,
then the read-only ones). A read stats every SKILL.md and parses again only the files whose inode,
size or mtime changed; when nothing changed and the usage rows are the same, the same `Catalog`
object comes back, so what is built from it (the index) can be cached by identity. When only usage
changed (a use, an archive), the loaded skills are reused with their new rows and no file is read.
A file that does not parse, or whose description the guard refuses, becomes a `Problem` (by path).
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

from ...errors import InvalidSkill, RefusedContent
from . import format as fmt
from .guard import check_skill_text
from .usage import Usage

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Skill:
    """One loaded skill: its parsed SKILL.md, where it lives, and its usage."""

    doc: fmt.SkillDoc
    folder: Path
    etag: str
    writable: bool
    usage: Usage

    @property
    def name(self) -> str:
        return self.doc.name

    @property
    def description(self) -> str:
        return self.doc.description

    @property
    def body(self) -> str:
        return self.doc.body

    @property
    def files(self) -> list[str]:
        return fmt.extra_files(self.folder)


@dataclass(frozen=True)
class Problem:
    """A SKILL.md that was skipped, and why."""

    path: Path
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


@dataclass
class Catalog:
    """Every skill found on one read: by name (live and archived), and the problems met."""

    skills: dict[str, Skill] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)

    def live(self) -> list[Skill]:
        return [skill for skill in self.skills.values() if not skill.usage.archived]


class SkillFolders:
    """The skill folders under `roots`: (writable, folder) pairs, searched in order."""

    def __init__(self, roots: list[tuple[bool, Path]]) -> None:
        self.roots = roots
        self._parsed: dict[str, tuple[tuple[int, int, int], fmt.SkillDoc | str, str]] = {}
        self._folders: dict[str, Path] = {}
        self._last: tuple[dict, list, Catalog] | None = None

    def read(self, rows: dict[str, Usage]) -> Catalog:
        """Every skill folder (re-parsing only changed files) with its usage from `rows`.

        Each read stats every SKILL.md; when no file and no usage row changed since the last read,
        the same Catalog object comes back (so what is built from it can be cached by identity).
        """
        listing: list[tuple[bool, str, str, tuple[int, int, int] | None]] = []
        for writable, base in self.roots:
            for entry in _entries(base):
                path = entry.path + os.sep + fmt.SKILL_FILE
                try:
                    st = os.stat(path)
                    key: tuple[int, int, int] | None = (st.st_ino, st.st_size, st.st_mtime_ns)
                except FileNotFoundError:
                    continue
                except OSError:
                    key = None
                listing.append((writable, entry.path, entry.name, key))
        last = self._last
        if last is not None and last[1] == listing:
            if last[0] is rows:
                return last[2]
            catalog = _with_usage(last[2], rows)  # only usage changed (a use, an archive): no file is read
            self._last = (rows, listing, catalog)
            return catalog
        catalog = Catalog()
        seen: set[str] = set()
        for writable, folder, folder_name, key in listing:
            path = folder + os.sep + fmt.SKILL_FILE
            seen.add(path)
            loaded = self._load(path, folder_name, key)
            if loaded is None:
                continue
            doc, tag, mtime_ms = loaded
            if isinstance(doc, str):
                catalog.problems.append(Problem(Path(path), doc))
                continue
            if doc.name in catalog.skills:
                catalog.problems.append(Problem(Path(path), f"skipped: skill {doc.name!r} is already loaded "
                                                            f"from {catalog.skills[doc.name].folder}"))
                continue
            usage = rows.get(doc.name) or Usage.unseen(doc.name, mtime_ms)
            catalog.skills[doc.name] = Skill(doc, self._folder(folder), tag, writable, usage)
        for stale in set(self._parsed) - seen:
            self._parsed.pop(stale, None)  # another thread may have dropped it already
        for problem in catalog.problems:
            log.info("skill skipped: %s", problem)
        self._last = (rows, listing, catalog)
        return catalog

    def direct(self, name: str, usage_of: Callable[[str], Usage | None]) -> Skill | None:
        """The skill in the folder called `name` (first root first), or None: no such folder, or its
        SKILL.md is malformed or names another skill (then the full read decides and reports)."""
        if not name or "/" in name or "\\" in name or "\x00" in name or name.startswith("."):
            return None
        for writable, base in self.roots:
            folder = base / name
            loaded = self._load(os.path.join(folder, fmt.SKILL_FILE), name)
            if loaded is None:
                continue
            doc, tag, mtime_ms = loaded
            if isinstance(doc, str) or doc.name != name:
                return None  # malformed or named otherwise: let the full read decide and report
            usage = usage_of(name) or Usage.unseen(name, mtime_ms)
            return Skill(doc, folder, tag, writable, usage)
        return None

    def _folder(self, path: str) -> Path:
        folder = self._folders.get(path)
        if folder is None:
            folder = self._folders[path] = Path(path)
        return folder

    def _load(self, path: str, folder_name: str,
              key: tuple[int, int, int] | None = None) -> tuple[fmt.SkillDoc | str, str, int] | None:
        """(parsed SKILL.md or why it failed, etag, mtime ms) of `path`, parsed again only when changed;
        `key` (inode, size, mtime_ns) when the caller has just stat-ed it."""
        if key is None:
            try:
                st = os.stat(path)
            except FileNotFoundError:
                return None
            except OSError as exc:
                return f"cannot read: {exc}", "", 0
            key = (st.st_ino, st.st_size, st.st_mtime_ns)
        cached = self._parsed.get(path)
        if cached is None or cached[0] != key:
            try:
                with open(path, "rb") as handle:
                    raw = handle.read()
                doc: fmt.SkillDoc | str = fmt.parse(raw.decode("utf-8"), folder_name=folder_name)
                check_skill_text(doc.description)  # it goes into every system instruction
                tag = fmt.etag(raw)
            except RefusedContent as exc:
                doc, tag = f"the description is refused: {exc}", ""
            except UnicodeDecodeError:
                doc, tag = "SKILL.md is not UTF-8 text", ""
            except InvalidSkill as exc:
                doc, tag = str(exc), ""
            except OSError as exc:
                doc, tag = f"cannot read: {exc}", ""
            if not isinstance(doc, str):
                for warning in doc.warnings:
                    log.info("skill %s: %s", path, warning)
            cached = (key, doc, tag)
            self._parsed[path] = cached
        return cached[1], cached[2], key[2] // 1_000_000


def _with_usage(catalog: Catalog, rows: dict[str, Usage]) -> Catalog:
    """`catalog` with the usage of each skill taken from `rows` (skills whose row did not change are kept)."""
    fresh = Catalog(problems=catalog.problems)
    for name, skill in catalog.skills.items():
        usage = rows.get(name)
        if usage is None:
            usage = skill.usage if not skill.usage.seen else Usage.unseen(name, skill.usage.created_at)
        fresh.skills[name] = skill if usage == skill.usage else replace(skill, usage=usage)
    return fresh


def _entries(base: Path) -> list[os.DirEntry]:
    """Sub-folders of `base` (hidden ones left out), by name."""
    try:
        with os.scandir(base) as scan:
            entries = [e for e in scan if not e.name.startswith(".") and e.is_dir()]
    except FileNotFoundError:
        return []
    except OSError as exc:
        log.warning("cannot list skills in %s: %s", base, exc)
        return []
    entries.sort(key=lambda e: e.name)
    return entries


def skill_folders(base: Path) -> list[Path]:
    """Sub-folders of `base` holding a SKILL.md, by name (hidden ones left out)."""
    return [Path(e.path) for e in _entries(base) if os.path.isfile(os.path.join(e.path, fmt.SKILL_FILE))]


