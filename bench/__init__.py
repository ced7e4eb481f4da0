"""agentik's benchmark suite (not a test): `python -m bench --help`.

- ``locomo``    (a) LoCoMo evidence recall@1/5/10 through the public memory API;
- ``latency``   (b) search/prefetch latency at 10K and 100K notes, (c) open time, (d) save
                throughput, (e) cold `agentik memory search`;
- ``report``    the printed table (issue 2's targets marked) and the JSON file.
"""
