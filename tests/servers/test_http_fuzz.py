"""A property test of the API against its own OpenAPI document: requests built from each operation's
parameters and body fields, with values of any JSON type, never get a 500, and every refusal is a
one-line problem body."""

from __future__ import annotations

import pytest

import json
from urllib.parse import quote

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from http_server import client
from stores import sqlite_store

pytestmark = pytest.mark.slow  # the inner loop (`-m "not slow"`) leaves it to the full run

SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-10, 10**6), st.floats(allow_nan=False),
                    st.text(max_size=30), st.sampled_from(["user", "world", "preference", "mem-x", "", " ", "ru"]))
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                            max_size=3), max_leaves=6)


def operations(schema):
    for path, methods in schema["paths"].items():
        for method, operation in methods.items():
            body = operation.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
            fields = []
            if body:
                ref = body.get("$ref", "").rsplit("/", 1)[-1]
                fields = list(schema["components"]["schemas"][ref]["properties"])
            yield path, method, [p for p in operation.get("parameters", []) if p["in"] in ("path", "query")], fields


def test_no_request_built_from_the_schema_gets_a_500(tmp_path):
    from agentik.agent.skills import Skills
    from agentik.app import open_curator
    from agentik.settings import Settings as AgentikSettings

    home = AgentikSettings(home=tmp_path, curator_interval_hours=24.0)
    memory = sqlite_store(home.db_path)
    skills = Skills.from_settings(home)
    skills.store.create("release-project", "How we cut a release. Use when asked to release.", "1. Tag.",
                        source="user_explicit")
    known = memory.save("The user lives in Berlin", "user")
    with client(memory, settings=home, skills=skills, curator=lambda: open_curator(home, memory)) as api:
        ops = list(operations(api.get("/openapi.json").json()))

        @settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
        @given(data=st.data())
        def check(data):
            path, method, params, fields = data.draw(st.sampled_from(ops))
            query = {}
            for param in params:
                value = data.draw(st.one_of(st.just(known.id), st.text(min_size=1, max_size=20), SCALARS)
                                  if param["in"] == "path" else SCALARS)
                if param["in"] == "path":
                    segment = quote(str(value), safe="") if str(value) not in ("", ".", "..") else "x"
                    path = path.replace("{" + param["name"] + "}", segment)
                elif value is not None and data.draw(st.booleans()):
                    query[param["name"]] = str(value)
            kwargs = {"params": query}
            if fields:
                body = data.draw(st.dictionaries(st.sampled_from(fields + ["extra"]), VALUES, max_size=len(fields) + 1)
                                 | VALUES)
                kwargs["content"] = json.dumps(body)
                kwargs["headers"] = {"content-type": "application/json"}
            response = api.request(method, path, **kwargs)
            assert response.status_code < 500, (method, path, kwargs, response.text)
            if response.status_code >= 400:
                problem = response.json()
                assert problem["code"] and problem["detail"] and "\n" not in problem["detail"]

        check()
    skills.close()
    memory.close()
