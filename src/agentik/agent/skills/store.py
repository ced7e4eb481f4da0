"""The skill store: SKILL.md folders on disk, their usage rows in agentik.db.

    skills = SkillStore(settings.skills_dir, usage, extra_dirs=settings.extra_skills_dirs)
    skills.create("release-project", "How we cut a release. Use when ...", "1. Run the tests ...")
    skill = skills.view("release-project")          # counts as a use
    skills.update("release-project", "1. ...", etag=skill.etag)

- The agent's own skills live in `root` (AGENTIK_HOME/skills/<name>/SKILL.md); `extra_dirs`
  (AGENTIK_SKILLS_DIRS) are read, never written. A name found twice is taken from the first folder
  (root first) and the shadowed copy is reported.
- Every read looks at the disk again, parsing only SKILL.md files whose size or mtime changed, so
  a folder added or edited by hand is picked up at once. A SKILL.md that does not parse is reported
  (`Catalog.problems`, by folder) and skipped; it is never overwritten: a create over its folder is
  refused.
- Writes happen under the folder's lock (agentik.files.FolderLock) and replace SKILL.md atomically
  (temp file + fsync + rename); every text written is also kept in `skill_version`. An update names
  the version it read (the etag `view` returned): a stale one is refused, not overwritten.
- Delete archives: the folder stays, the skill leaves the index and the tools, `restore` brings it
  back; `restore(name, version=n)` rolls the text back to a kept version.
- Descriptions and bodies pass the skill guard (agentik.agent.skills.guard) before anything is written;
  a description read from disk (a hand-written or third-party skill) passes it too before it can
  reach the index, or the skill is reported and skipped.
"""

from __future__ import annotations

import logging
import os
import shutil
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Iterable

from ...errors import DuplicateSkill, InvalidSkill, RefusedContent, SkillNotFound, StaleSkill, StoreUnavailable
from ...files import FolderLock, atomic_write
from ...notes.model import now_ms
from . import format as fmt
from .guard import check_skill_text
from .usage import SkillSource, SkillUsage, Usage, Version

log = logging.getLogger(__name__)

MAX_FILE_CHARS = 50_000
"""Most characters `read_file` returns of a skill's extra file."""


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


DuplicateCheck = Callable[[str, str, list[Skill]], list[str]]
"""(name, description, live skills) → names of near-duplicates, closest first ([] = none)."""


class SkillStore:
    """Skill folders under `root` (writable) and `extra_dirs` (read-only), usage in `usage`."""

    def __init__(self, root: Path, usage: SkillUsage, *, extra_dirs: Iterable[Path] = (),
                 body_limit: int = 20_000, duplicates: DuplicateCheck | None = None) -> None:
        self.root = Path(root)
        self.extra_dirs = tuple(Path(d) for d in extra_dirs)
        self.usage = usage
        self.body_limit = body_limit
        self.duplicates = duplicates
        self.lock = FolderLock(self.root)
        self._parsed: dict[str, tuple[tuple[int, int, int], fmt.SkillDoc | str, str]] = {}
        self._folders: dict[str, Path] = {}
        self._last: tuple[dict, list, Catalog] | None = None

    # -- reading ----------------------------------------------------------------------------------

    def catalog(self) -> Catalog:
        """Read every skill folder (re-parsing only changed files) with its usage.

        Each read stats every SKILL.md; when no file and no usage row changed since the last read,
        the same Catalog object comes back (so what is built from it can be cached by identity).
        """
        rows = self.usage.all()
        listing: list[tuple[bool, str, str, tuple[int, int, int] | None]] = []
        for writable, base in [(True, self.root), *((False, d) for d in self.extra_dirs)]:
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
            del self._parsed[stale]
        for problem in catalog.problems:
            log.info("skill skipped: %s", problem)
        self._last = (rows, listing, catalog)
        return catalog

    def get(self, name: str, *, archived: bool = False) -> Skill:
        """The skill called `name`; an archived one only with archived=True. Raises SkillNotFound.

        Looks in the folder called `name` of each skills folder first (one file, one row); only a
        skill whose folder has another name costs a read of the whole catalog.
        """
        skill = self._direct(name)
        if skill is None:
            skill = self.catalog().skills.get(name)
        if skill is None:
            raise SkillNotFound(name)
        if skill.usage.archived and not archived:
            raise SkillNotFound(name, f"skill {name!r} is archived; bring it back with `agentik skills restore {name}`")
        return skill

    def _direct(self, name: str) -> Skill | None:
        if not name or "/" in name or "\\" in name or name.startswith("."):
            return None
        for writable, base in [(True, self.root), *((False, d) for d in self.extra_dirs)]:
            folder = base / name
            loaded = self._load(os.path.join(folder, fmt.SKILL_FILE), name)
            if loaded is None:
                continue
            doc, tag, mtime_ms = loaded
            if isinstance(doc, str) or doc.name != name:
                return None  # malformed or named otherwise: let the full read decide and report
            usage = self.usage.get(name) or Usage.unseen(name, mtime_ms)
            return Skill(doc, folder, tag, writable, usage)
        return None

    def view(self, name: str) -> Skill:
        """The live skill `name`, counted as one use (a draft becomes live)."""
        skill = self.get(name)
        self.usage.bump(name, now_ms(), created_at=skill.usage.created_at)
        return skill

    def read_file(self, name: str, file: str) -> str:
        """The text of one extra file of a live skill (a path from `Skill.files`)."""
        skill = self.get(name)
        target = (skill.folder / file).resolve()
        if skill.folder.resolve() not in target.parents or not target.is_file():
            raise InvalidSkill(f"skill {name!r} has no file {file!r}; its files: {', '.join(skill.files) or 'none'}")
        try:
            text = target.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            raise InvalidSkill(f"{file} of skill {name!r} is not text; run it or open it outside the chat") from None
        except OSError as exc:
            raise StoreUnavailable(f"cannot read {target}: {exc}") from None
        return text if len(text) <= MAX_FILE_CHARS else text[:MAX_FILE_CHARS] + "\n… (cut)"

    def history(self, name: str) -> list[Version]:
        return self.usage.history(name)

    # -- writing ----------------------------------------------------------------------------------

    def create(self, name: str, description: str, body: str, *, source: SkillSource | str = SkillSource.AGENT_SAVE,
               force: bool = False, extra: dict | None = None) -> Skill:
        """Write a new skill. Refuses a taken name, a near-duplicate (unless `force`), a guard hit."""
        doc = self._checked(name, description, body, extra or {})
        with self.lock:
            folder = self.root / name
            if (folder / fmt.SKILL_FILE).exists() or self._direct(name) is not None:
                raise InvalidSkill(f"a skill named {name!r} exists already; update it (view it first for its etag) "
                                   "or pick another name")
            if self.duplicates is not None and not force:
                similar = self.duplicates(name, doc.description, self.catalog().live())
                if similar:
                    raise DuplicateSkill(similar)
            return self._write(doc, folder, SkillSource.parse(source), previous=None)

    def update(self, name: str, *, etag: str, description: str | None = None, body: str | None = None,
               source: SkillSource | str = SkillSource.AGENT_SAVE) -> Skill:
        """Rewrite a live skill of `root`. `etag` is the version read; a stale one raises StaleSkill."""
        with self.lock:
            current = self._writable(name)
            if etag != current.etag:
                raise StaleSkill(f"skill {name!r} changed since you read it (you sent version {etag!r}, it is now "
                                 f"{current.etag!r}); view it again and redo the change on the new text")
            doc = self._checked(name, current.description if description is None else description,
                                current.body if body is None else body, current.doc.extra)
            text = (current.folder / fmt.SKILL_FILE).read_text(encoding="utf-8")
            return self._write(doc, current.folder, SkillSource.parse(source), previous=(text, current.etag))

    def archive(self, name: str) -> Skill:
        """Hide a skill from the index and the tools; its folder stays. Restorable."""
        with self.lock:
            skill = self.get(name)
            self.usage.set_archived(name, now_ms(), created_at=skill.usage.created_at)
            return self.get(name, archived=True)

    def restore(self, name: str, *, version: int | None = None) -> Skill:
        """Un-archive `name`; with `version`, also write that kept text back as the newest version."""
        with self.lock:
            skill = self.get(name, archived=True)
            self.usage.set_archived(name, None, created_at=skill.usage.created_at)
            if version is None:
                return self.get(name)
            kept = {v.version: v for v in self.usage.history(name)}
            if version not in kept:
                raise InvalidSkill(f"skill {name!r} has no kept version {version}; "
                                   f"kept: {', '.join(map(str, sorted(kept))) or 'none'}")
            doc = fmt.parse(kept[version].text)
            current = self._writable(name)
            text = (current.folder / fmt.SKILL_FILE).read_text(encoding="utf-8")
            return self._write(fmt.SkillDoc(name, doc.description, doc.body, doc.extra), current.folder,
                               SkillSource.USER_EXPLICIT, previous=(text, current.etag))

    def approve(self, name: str) -> Skill:
        """The user vouches for a draft: it joins the index."""
        skill = self.get(name)
        self.usage.approve(name, now_ms(), created_at=skill.usage.created_at)
        return self.get(name)

    def import_folder(self, folder: Path, *, force: bool = False) -> tuple[list[Skill], list[Problem]]:
        """Copy one skill folder, or every skill folder inside `folder`, into `root` (source imported).

        Every SKILL.md is checked first (format, limits, guard); the ones that fail are returned as
        problems and not copied. Raises InvalidSkill when none can be imported.
        """
        folder = Path(folder)
        sources = [folder] if (folder / fmt.SKILL_FILE).is_file() else list(_folders(folder))
        if not sources:
            raise InvalidSkill(f"{folder} holds no SKILL.md folder; point at a skill folder or a folder of them")
        ready: list[tuple[Path, fmt.SkillDoc]] = []
        problems: list[Problem] = []
        for source in sources:
            try:
                doc = fmt.parse(_read_text(source / fmt.SKILL_FILE), folder_name=source.name)
                self._checked(doc.name, doc.description, doc.body, doc.extra)
                if (self.root / doc.name).exists() and not force:
                    raise InvalidSkill(f"a skill named {doc.name!r} exists already; pass --force to replace it")
            except (InvalidSkill, RefusedContent) as exc:
                problems.append(Problem(source / fmt.SKILL_FILE, str(exc)))
                continue
            ready.append((source, doc))
        if not ready:
            raise InvalidSkill(f"nothing imported from {folder}: " + "; ".join(str(p) for p in problems))
        done = []
        for source, doc in ready:
            with self.lock:
                target = self.root / doc.name
                staging = self.root / f".import-{doc.name}"
                try:
                    shutil.rmtree(staging, ignore_errors=True)
                    shutil.copytree(source, staging)
                    if target.exists():
                        shutil.rmtree(target)
                    os.replace(staging, target)
                except OSError as exc:
                    raise StoreUnavailable(f"cannot copy {source} to {target}: {exc}") from None
                text = _read_text(target / fmt.SKILL_FILE)
                self.usage.record_save(doc.name, text, fmt.etag(text.encode("utf-8")), SkillSource.IMPORTED, now_ms())
                done.append(self.get(doc.name))
        return done, problems

    # -- plumbing ---------------------------------------------------------------------------------

    def _checked(self, name: str, description: str, body: str, extra: dict) -> fmt.SkillDoc:
        fmt.check_name(name)
        description = fmt.check_description(description)
        body = fmt.check_body(body, self.body_limit)
        check_skill_text(description)
        check_skill_text(body)
        return fmt.SkillDoc(name, description, body, dict(extra))

    def _writable(self, name: str) -> Skill:
        skill = self.get(name)
        if not skill.writable:
            raise InvalidSkill(f"skill {name!r} comes from the read-only folder {skill.folder.parent} "
                               f"(AGENTIK_SKILLS_DIRS); copy it into your own with `agentik skills import "
                               f"{skill.folder}` to change it")
        return skill

    def _write(self, doc: fmt.SkillDoc, folder: Path, source: SkillSource, *,
               previous: tuple[str, str] | None) -> Skill:
        text = fmt.render(doc)
        tag = fmt.etag(text.encode("utf-8"))
        atomic_write(folder / fmt.SKILL_FILE, text)
        self.usage.record_save(doc.name, text, tag, source, now_ms(), previous=previous)
        return self.get(doc.name, archived=True)

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


def _folders(base: Path) -> list[Path]:
    """Sub-folders of `base` holding a SKILL.md, by name (hidden ones left out)."""
    return [Path(e.path) for e in _entries(base) if os.path.isfile(os.path.join(e.path, fmt.SKILL_FILE))]


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidSkill(f"cannot read {path}: {exc}") from None
