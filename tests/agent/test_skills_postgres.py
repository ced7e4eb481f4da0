"""Skills' usage beside a postgres memory: the same answers as the SQLite tables, counts shared by
every host of a namespace, and namespaces that never see each other's rows."""

from __future__ import annotations

import pytest

from agentik.agent.skills import Skills
from agentik.agent.skills.pg_usage import PostgresSkillUsage
from agentik.agent.skills.usage import KEEP_VERSIONS, SkillSource, SkillUsage
from agentik.settings import Settings

pytestmark = pytest.mark.slow  # the inner loop (`-m "not slow"`) leaves it to the full run

RELEASE = "How we cut a release of agentik. Use when the user asks to release or tag a version."


def _story(usage) -> list:
    """Saves, a hand edit, uses, archive, approval and vectors; every answer the usage store gives."""
    seen = [usage.get("release"), usage.all()]
    seen.append(usage.record_save("release", "v1", "e1", SkillSource.AGENT_SAVE, 1000))
    seen.append(usage.record_save("release", "v2", "e2", SkillSource.AGENT_SAVE, 2000, previous=("v1", "e1")))
    seen.append(usage.record_save("release", "v3", "e3", SkillSource.AGENT_SAVE, 3000, previous=("hand", "eh")))
    for n in range(KEEP_VERSIONS + 1):
        usage.record_save("churn", f"t{n}", f"c{n}", SkillSource.USER_EXPLICIT, 4000 + n)
    usage.bump("release", 5000)
    usage.bump("release", 5001)
    usage.bump("unseen", 5002, created_at=10)  # a folder agentik had no row for
    usage.set_archived("churn", 6000, created_at=1)
    usage.approve("release", 7000, created_at=1)
    usage.store_vectors([("h1", b"\x00\x01"), ("h2", b"\x02")], "m")
    usage.store_vectors([("h1", b"\x09")], "m")
    seen += [usage.get("release"), usage.all(),
             [(v.version, v.etag, v.source, v.text) for v in usage.history("release")], len(usage.history("churn")), usage.vectors(["h1", "h2", "h3"], "m"), usage.vectors(["h1"], "other")]
    return seen


def test_the_postgres_usage_answers_as_the_sqlite_one(tmp_path, postgres_url, postgres_namespace):
    sqlite_usage = SkillUsage(tmp_path / "agentik.db")
    pg_usage = PostgresSkillUsage(postgres_url, namespace=postgres_namespace)
    try:
        expected = _story(sqlite_usage)
        assert expected[2:5] == [1, 2, 4] and expected[5].use_count == 2 and expected[8] == KEEP_VERSIONS
        assert _story(pg_usage) == expected
    finally:
        sqlite_usage.close()
        pg_usage.close()


def test_uses_from_two_hosts_add_up_and_namespaces_stay_apart(postgres_url, postgres_namespace):
    host_a = PostgresSkillUsage(postgres_url, namespace=postgres_namespace)
    host_b = PostgresSkillUsage(postgres_url, namespace=postgres_namespace)
    other = PostgresSkillUsage(postgres_url, namespace=f"{postgres_namespace}-other")
    try:
        host_a.record_save("release", "v1", "e1", SkillSource.USER_EXPLICIT, 1000)
        for _ in range(3):
            host_a.bump("release", 2000)
            host_b.bump("release", 2001)
        assert host_b.get("release").use_count == 6 and host_b.get("release").version == 1
        assert other.get("release") is None and other.all() == {} and other.history("release") == []
        assert other.record_save("release", "theirs", "x", SkillSource.USER_EXPLICIT, 3000) == 1  # its own history
        assert [v.text for v in host_a.history("release")] == ["v1"]
    finally:
        for usage in (host_a, host_b, other):
            usage.close()


def test_skills_of_a_postgres_memory_keep_their_usage_there(tmp_path, postgres_url, postgres_namespace):
    settings = Settings(home=tmp_path, memory_store="postgres", database_url=postgres_url,
                        namespace=postgres_namespace)
    with Skills.from_settings(settings) as skills:
        assert isinstance(skills.store.usage, PostgresSkillUsage)
        first = skills.store.create("release-project", RELEASE, "1. Run the tests.", source="user_explicit")
        skills.store.update("release-project", etag=first.etag, body="1. Run the tests.\n2. Tag.")
        skills.tools().skill_view("release-project")
    assert not (tmp_path / "agentik.db").exists()  # nothing of theirs went to the local file
    usage = PostgresSkillUsage(postgres_url, namespace=postgres_namespace)
    try:
        row = usage.get("release-project")
        assert (row.version, row.use_count) == (2, 1) and len(usage.history("release-project")) == 2
    finally:
        usage.close()
