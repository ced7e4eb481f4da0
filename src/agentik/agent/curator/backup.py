"""Backups of everything the curator may change, written before it changes anything.

One backup is two files under AGENTIK_HOME/backups/ sharing a time stamp:

    agentik-<stamp>.db       a consistent copy of agentik.db made with SQLite's online backup API
                             (other processes may keep writing meanwhile), a plain SQLite file
    agentik-<stamp>.tar.gz   the markdown memory (memory/) and the skills (skills/), when present

`prune` keeps the newest AGENTIK_CURATOR_KEEP_BACKUPS. `restore_backup` first backs up the current
state (so a restore is itself undone by restoring that), then copies the database back through the
same backup API and swaps the folders in from the tarball.
"""

from __future__ import annotations

import logging
import re
import sqlite3
import tarfile
import tempfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from ...errors import InvalidInput, StoreUnavailable
from ...settings import Settings

log = logging.getLogger(__name__)

FOLDERS = ("memory", "skills")
"""Folders of AGENTIK_HOME that a backup's tarball holds."""

_NAME = re.compile(r"^agentik-(\d{8}T\d{6}\d{3}Z)\.(db|tar\.gz)$")


@dataclass(frozen=True)
class Backup:
    """One backup: its stamp and the files written (None: nothing of that part existed)."""

    stamp: str
    database: Path | None
    files: Path | None

    @property
    def paths(self) -> list[Path]:
        return [p for p in (self.database, self.files) if p is not None]


def backups_dir(settings: Settings) -> Path:
    return settings.home / "backups"


def write_backup(settings: Settings, *, now: datetime | None = None, keep: int | None = None) -> Backup:
    """Back up agentik.db and the folders now; then keep only the newest `keep` backups (default
    AGENTIK_CURATOR_KEEP_BACKUPS). StoreUnavailable when the copy cannot be written."""
    folder = backups_dir(settings)
    moment = now or datetime.now(timezone.utc)
    stamp = moment.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%S") + f"{moment.microsecond // 1000:03d}Z"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        database = _copy_database(settings.db_path, folder / f"agentik-{stamp}.db")
        files = _tar_folders(settings.home, folder / f"agentik-{stamp}.tar.gz")
    except (OSError, sqlite3.Error) as exc:
        raise StoreUnavailable(f"cannot write a backup to {folder}: {exc}; free space or fix permissions") from None
    backup = Backup(stamp, database, files)
    log.info("backup %s written: %s", stamp, ", ".join(str(p) for p in backup.paths) or "nothing to copy")
    prune(settings, keep=settings.curator_keep_backups if keep is None else keep)
    return backup


def list_backups(settings: Settings) -> list[Backup]:
    """Every backup under AGENTIK_HOME/backups/, oldest first."""
    found: dict[str, dict[str, Path]] = {}
    folder = backups_dir(settings)
    if folder.is_dir():
        for path in folder.iterdir():
            match = _NAME.match(path.name)
            if match:
                found.setdefault(match.group(1), {})[match.group(2)] = path
    return [Backup(stamp, parts.get("db"), parts.get("tar.gz")) for stamp, parts in sorted(found.items())]


def prune(settings: Settings, *, keep: int) -> list[Backup]:
    """Remove all but the newest `keep` backups; returns the removed ones."""
    every = list_backups(settings)
    removed = every[: max(0, len(every) - keep)]
    for backup in removed:
        for path in backup.paths:
            path.unlink(missing_ok=True)
    return removed


def restore_backup(settings: Settings, file: Path | str) -> tuple[Backup, Backup]:
    """Bring back the backup that `file` (its .db or its .tar.gz) belongs to; returns (the backup
    restored, the backup of the state it replaced). InvalidInput for a file that is not one."""
    path = Path(file).expanduser()
    match = _NAME.match(path.name)
    if not path.is_file() or match is None:
        raise InvalidInput(f"{path} is not an agentik backup; give an agentik-<stamp>.db or .tar.gz "
                           f"file from {backups_dir(settings)}")
    stamp = match.group(1)
    chosen = Backup(stamp, _existing(path.with_name(f"agentik-{stamp}.db")),
                    _existing(path.with_name(f"agentik-{stamp}.tar.gz")))
    if chosen.database is not None:
        _check_database(chosen.database)
    before = write_backup(settings, keep=max(settings.curator_keep_backups, len(list_backups(settings)) + 1))
    try:
        if chosen.database is not None:
            _copy_database(chosen.database, settings.db_path, into_existing=True)
        if chosen.files is not None:
            _untar_folders(chosen.files, settings.home)
    except (OSError, sqlite3.Error, tarfile.TarError) as exc:
        raise StoreUnavailable(f"restoring {path} failed: {exc}; the state before is in {before.stamp}") from None
    return chosen, before


def _existing(path: Path) -> Path | None:
    return path if path.is_file() else None


def _copy_database(source: Path, target: Path, *, into_existing: bool = False) -> Path | None:
    """Copy one SQLite file to another with the online backup API (consistent under writers)."""
    if not source.is_file():
        return None
    temp = target if into_existing else target.with_name(target.name + ".part")
    src = sqlite3.connect(source)
    try:
        dst = sqlite3.connect(temp)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()
    if not into_existing:
        temp.replace(target)
    return target


def _check_database(path: Path) -> None:
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            ok = conn.execute("PRAGMA quick_check").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise InvalidInput(f"{path} is not a readable SQLite file ({exc}); pick another backup") from None
    if ok != "ok":
        raise InvalidInput(f"{path} is damaged ({ok}); pick another backup")


def _tar_folders(home: Path, target: Path) -> Path | None:
    present = [name for name in FOLDERS if (home / name).is_dir() and any((home / name).iterdir())]
    if not present:
        return None
    temp = target.with_name(target.name + ".part")
    with tarfile.open(temp, "w:gz") as tar:
        for name in present:
            tar.add(home / name, arcname=name)
    temp.replace(target)
    return target


def _untar_folders(archive: Path, home: Path) -> None:
    """Extract into a scratch folder beside home, then swap each folder in whole."""
    with tempfile.TemporaryDirectory(dir=home, prefix=".restore-") as scratch:
        with tarfile.open(archive, "r:gz") as tar:
            if hasattr(tarfile, "data_filter"):
                tar.extractall(scratch, filter="data")
            else:  # pragma: no cover - Python before 3.11.4
                tar.extractall(scratch)
        for name in FOLDERS:
            fresh = Path(scratch) / name
            if not fresh.is_dir():
                continue
            current = home / name
            if current.exists():
                old = Path(scratch) / f"{name}.old"
                current.replace(old)
            fresh.replace(current)
