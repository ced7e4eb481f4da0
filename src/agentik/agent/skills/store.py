"""The skill store: SKILL.md folders on disk, their usage rows in agentik.db.

    skills = SkillStore(settings.skills_dir, usage, extra_dirs=settings.extra_skills_dirs)
    skills.create("release-project", "How we cut a release. Use when ...", "1. Run the tests ...")
    skill = skills.view("release-project")          # counts as a use
    skills.update("release-project", etag=skill.etag, body="1. ...")

- The agent's own skills live in `root` (AGENTIK_HOME/skills/<name>/SKILL.md); `extra_dirs`
  (AGENTIK_SKILLS_DIRS) are read, never written. A name found twice is taken from the first folder
  (root first) and the shadowed copy is reported.
- Every read looks at the disk again (agentik.agent.skills.folders), parsing only SKILL.md files
  whose size or mtime changed, so a folder added or edited by hand is picked up at once. A SKILL.md that does not parse is reported
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
from pathlib import Path
from typing import Callable, Iterable

from ...errors import DuplicateSkill, InvalidSkill, RefusedContent, SkillNotFound, StaleSkill, StoreUnavailable
from ...files import FolderLock, atomic_write
from ...notes.model import now_ms
from . import format as fmt
from .folders import Catalog, Problem, Skill, SkillFolders, skill_folders
from .guard import check_skill_text
from .usage import SkillSource, SkillUsage, Version

log = logging.getLogger(__name__)

MAX_FILE_CHARS = 50_000
"""Most characters `read_file` returns of a skill's extra file."""


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
        self.folders = SkillFolders([(True, self.root), *((False, d) for d in self.extra_dirs)])

    # -- reading ----------------------------------------------------------------------------------

    def catalog(self) -> Catalog:
        """Every skill folder with its usage (re-parsing only changed files; see SkillFolders)."""
        return self.folders.read(self.usage.all())

    def get(self, name: str, *, archived: bool = False) -> Skill:
        """The skill called `name`; an archived one only with archived=True. Raises SkillNotFound.

        Looks in the folder called `name` of each skills folder first (one file, one row); only a
        skill whose folder has another name costs a read of the whole catalog.
        """
        skill = self.folders.direct(name, self.usage.get)
        if skill is None:
            skill = self.catalog().skills.get(name)
        if skill is None:
            raise SkillNotFound(name)
        if skill.usage.archived and not archived:
            raise SkillNotFound(name, f"skill {name!r} is archived; bring it back with `agentik skills restore {name}`")
        return skill

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
            if (folder / fmt.SKILL_FILE).exists() or self.folders.direct(name, self.usage.get) is not None:
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
        sources = [folder] if (folder / fmt.SKILL_FILE).is_file() else list(skill_folders(folder))
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

def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidSkill(f"cannot read {path}: {exc}") from None
