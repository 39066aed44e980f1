"""A window's file is written whole or not at all (adrenaline/ui/files.py: the settings and
the music's cache both write through it)."""

from __future__ import annotations

import pytest

from adrenaline.ui.files import replaced


def test_a_file_written_whole_replaces_the_old_one_and_leaves_nothing_behind(tmp_path):
    target = tmp_path / "settings.json"
    target.write_text("old")
    with replaced(target, ".settings.", encoding="utf-8") as f:
        f.write("new")
        assert target.read_text() == "old"  # not yet: written beside it
    assert target.read_text() == "new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_a_write_that_fails_leaves_the_old_file_as_it_was_and_no_temporary_file(tmp_path):
    target = tmp_path / "track.wav"
    target.write_bytes(b"old")
    with pytest.raises(OSError, match="disk full"):
        with replaced(target, ".music.", "wb") as f:
            f.write(b"half")
            raise OSError("disk full")
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["track.wav"]
