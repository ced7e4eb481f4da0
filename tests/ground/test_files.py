"""agentik.files: the atomic writer and the folder lock that the markdown backend and skills share."""

from __future__ import annotations

import os

import pytest

from agentik.errors import StoreUnavailable
from agentik.files import TEMP_PREFIX, FolderLock, Signature, atomic_write, read_bytes, remove_stale_temps


def test_atomic_write_replaces_the_file_and_leaves_no_temp(tmp_path):
    path = tmp_path / "deep" / "SKILL.md"
    atomic_write(path, "first")
    before = Signature.of(path)
    atomic_write(path, "второй")
    assert path.read_text(encoding="utf-8") == "второй" and Signature.of(path) != before
    assert [p.name for p in path.parent.iterdir()] == ["SKILL.md"]
    assert read_bytes(tmp_path / "missing") == b""


def test_a_failed_write_keeps_the_old_file_and_says_what_to_do(tmp_path, monkeypatch):
    path = tmp_path / "notes.md"
    atomic_write(path, "kept")

    def full_disk(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(StoreUnavailable, match="check free space and permissions"):
        atomic_write(path, "lost")
    assert path.read_text() == "kept" and [p.name for p in tmp_path.iterdir()] == ["notes.md"]


def test_stale_temps_are_removed_from_the_folders_named(tmp_path):
    sub = tmp_path / "archive"
    sub.mkdir()
    for folder in (tmp_path, sub):
        (folder / f"{TEMP_PREFIX}x.md.123").write_text("half")
    (tmp_path / "keep.md").write_text("whole")
    assert remove_stale_temps(tmp_path) == 1
    assert remove_stale_temps(tmp_path, sub, tmp_path / "absent") == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["archive", "keep.md"]


def test_the_folder_lock_is_reentrant_and_its_file_sits_in_the_folder(tmp_path):
    lock = FolderLock(tmp_path)
    with lock, lock:
        assert (tmp_path / ".lock").exists()
