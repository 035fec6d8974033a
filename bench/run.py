"""kbpatch's benchmark: whole processes, several runs each, ratios measured side by side.

    python3 -m pip install -q -r bench/requirements.txt && python3 bench/run.py

(`--runs N` runs each command N times and keeps the median; the default is 5; `--no-tests`
skips timing the test suite.) Writes bench/results.md. bench/generate.py makes three
repositories in a temporary folder: KBs of 2,000, 50,000 and 200,000 lines, built from the
fixture KB, and on the 50,000-line one an inbox of 200 briefs made from the fixture briefs,
each with its own date in its title line, so that no two briefs give the same patches. Every
ratio compares two commands timed in the same run on the same machine, so the figures travel
better than seconds do; each `propose` runs in a fresh copy of its repository (copied
untimed), as on a PR bot's checkout:

- one brief on the 2k-line KB against `python -c "import <every runtime dependency>"`, the
  floor this stack can reach;
- one brief on the 50k-line KB against `mdformat --check` of the same KB (the peer);
- `kbpatch propose inbox` (200 briefs) against one brief, on the 50k-line KB;
- one brief on the 200k-line KB against one brief on the 50k-line KB;
- `kbpatch --help` against `python -c "import click"`;

and the peak memory of one brief on the 200k-line KB; the lines of kbpatch/**/*.py; the test
suite's wall time and slowest test; and, without a target, the same pair re-run with
`--force` over the previous run's output. Every patch kbpatch writes here is checked with
`git apply --check`, alone and together (alternatives alone), and the inbox's patches must
all differ from one another."""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from generate import KB_PATH, make_repo

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
KBPATCH = [sys.executable, "-m", "kbpatch"]
# kbpatch's runtime dependencies (pyproject.toml), imported by the floor command.
DEPENDENCIES = "click, pydantic, mistletoe, git, unidiff"
MAX_PEAK_MB = 200
MAX_LINES = 5500


@dataclass(frozen=True)
class Timing:
    median: float
    runs: list[float]
    peak_rss_mb: float
    exit_codes: set[int]


@dataclass(frozen=True)
class Command:
    argv: list[str]
    cwd: Path
    ok: frozenset[int] = frozenset({0})
    # Run each time in a new copy of `cwd` (made untimed), as on a fresh checkout.
    fresh: bool = False


def run_once(command: Command, cwd: Path) -> tuple[float, float, int]:
    """Wall time, peak resident memory (MB) and exit code of one whole process."""
    env = {**os.environ, "NO_COLOR": "1"}
    start = time.perf_counter()
    process = subprocess.Popen(
        command.argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env
    )
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    err = process.stderr.read().decode(errors="replace") if process.stderr else ""
    if process.stderr:
        process.stderr.close()
    if code not in command.ok:
        raise SystemExit(f"{' '.join(command.argv)} exited {code}: {err.strip()}")
    return elapsed, usage.ru_maxrss / 1024, code


def measure(
    commands: dict[str, Command], runs: int, copies: Path
) -> tuple[dict[str, Timing], dict[str, Path]]:
    """Run every command once per round, `runs` rounds, and keep each one's median; also
    say where each command last ran (a fresh command's copies are made under `copies`).

    Round-robin rather than one command's runs in a row: the two sides of every ratio are
    then timed under the same conditions, however the machine's speed drifts meanwhile."""
    times: dict[str, list[float]] = {name: [] for name in commands}
    peaks: dict[str, float] = dict.fromkeys(commands, 0.0)
    codes: dict[str, set[int]] = {name: set() for name in commands}
    last: dict[str, Path] = {}
    for round_number in range(runs):
        for name, command in commands.items():
            cwd = command.cwd
            if command.fresh:
                cwd = copies / f"{name}-{round_number}"
                shutil.copytree(command.cwd, cwd, symlinks=True)
            # Untimed: write back what the copy and the runs before left dirty, so that no
            # run pays for another's writes (nor, bench/README.md says how, its deletions).
            os.sync()
            last[name] = cwd
            elapsed, peak, code = run_once(command, cwd)
            times[name].append(elapsed)
            peaks[name] = max(peaks[name], peak)
            codes[name].add(code)
    timings = {
        name: Timing(statistics.median(times[name]), times[name], peaks[name], codes[name])
        for name in commands
    }
    return timings, last


def distinct_patches(repo: Path) -> int:
    """The number of patch files written in `repo`; fail if two of them are the same bytes."""
    seen: dict[bytes, Path] = {}
    for patch in sorted(repo.rglob("*.patches/**/*.patch")):
        data = patch.read_bytes()
        if data in seen:
            raise SystemExit(f"{patch} and {seen[data]} are the same patch: the inbox repeats")
        seen[data] = patch
    return len(seen)


def check_patches(repo: Path) -> int:
    """git apply --check every written patch set, each patch alone and all together."""
    count = 0
    for folder in sorted(repo.rglob("*.patches")):
        patches = sorted(str(p) for p in folder.glob("*.patch"))
        for patch in patches:
            subprocess.run(["git", "apply", "--check", patch], cwd=repo, check=True)
        if patches:
            subprocess.run(["git", "apply", "--check", *patches], cwd=repo, check=True)
        for alternative in sorted(folder.glob("alternatives/*.patch")):
            subprocess.run(["git", "apply", "--check", str(alternative)], cwd=repo, check=True)
        count += len(patches)
    return count


def production_lines() -> int:
    """Lines of every Python file of the package, kbpatch/reading/ included."""
    return sum(
        len(path.read_text(encoding="utf-8").splitlines())
        for path in sorted((ROOT / "kbpatch").rglob("*.py"))
    )


def test_suite() -> tuple[float, str, str]:
    """The whole test suite's wall time, its slowest test and its summary, as pytest says."""
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--durations=1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    elapsed = time.perf_counter() - started
    lines = done.stdout.splitlines()
    marker = next(i for i, line in enumerate(lines) if "slowest 1 durations" in line)
    return elapsed, lines[marker + 1].strip(), lines[-1].strip("= ")


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = ""
    try:
        kb = int(Path("/proc/meminfo").read_text().split()[1])
        memory = f", {kb / 1024 / 1024:.0f} GiB RAM"
    except (OSError, ValueError, IndexError):
        pass
    git = subprocess.run(["git", "--version"], capture_output=True, text=True).stdout.strip()
    return (
        f"{cpu}, {os.cpu_count()} cores{memory}; {platform.system()} {platform.release()}; "
        f"Python {platform.python_version()}; {git}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per command (median is kept)")
    parser.add_argument("--out", type=Path, default=HERE / "results.md")
    parser.add_argument("--no-tests", action="store_true", help="do not time the test suite")
    args = parser.parse_args()
    if (
        shutil.which("mdformat") is None
        and subprocess.run(
            [sys.executable, "-c", "import mdformat"], capture_output=True
        ).returncode
    ):
        raise SystemExit(
            "mdformat is not installed: python3 -m pip install -r bench/requirements.txt"
        )

    # kbpatch as a user has it: pip compiles an installed package to bytecode, and so do its
    # dependencies' wheels here. The editable install does not, and with
    # PYTHONDONTWRITEBYTECODE set (as on this VM) every run would compile kbpatch's modules
    # from source again (about 75 ms of CPU, a third of the floor).
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", str(ROOT / "kbpatch")],
        check=True,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": ""},
    )
    scratch = Path(tempfile.mkdtemp(prefix="kbpatch-bench-"))
    try:
        repos = {}
        for lines in (2_000, 50_000, 200_000):
            started = time.perf_counter()
            briefs = make_repo(scratch / f"kb{lines}", lines, 200 if lines == 50_000 else 1)
            repos[lines] = (scratch / f"kb{lines}", briefs)
            print(
                f"generated {lines:,}-line KB in {time.perf_counter() - started:.1f}s", flush=True
            )

        r = args.runs
        rows: list[tuple[str, str, str, float, float, str]] = []

        def single(lines: int, *extra: str, fresh: bool = True) -> Command:
            repo, briefs = repos[lines]
            rel = briefs[0].relative_to(repo)
            return Command([*KBPATCH, "propose", str(rel), *extra], repo, fresh=fresh)

        repo50 = repos[50_000][0]
        # The --force re-runs replace the output of the run before: made once, untimed.
        rerun = scratch / "rerun"
        shutil.copytree(repo50, rerun, symlinks=True)
        # (The inbox holds the single brief too.)
        subprocess.run(
            [*KBPATCH, "propose", "inbox"], cwd=rerun, stdout=subprocess.DEVNULL, check=False
        )
        timings, last = measure(
            {
                "one2": single(2_000),
                "one50": single(50_000),
                "one200": single(200_000),
                "inbox": Command(
                    [*KBPATCH, "propose", "inbox"], repo50, frozenset({0, 1}), fresh=True
                ),
                "mdformat": Command(
                    [sys.executable, "-m", "mdformat", "--check", KB_PATH],
                    repo50,
                    frozenset({0, 1}),
                ),
                "imports": Command([sys.executable, "-c", f"import {DEPENDENCIES}"], repo50),
                "help": Command([*KBPATCH, "--help"], repo50),
                "click": Command([sys.executable, "-c", "import click"], repo50),
            },
            r,
            scratch / "runs",
        )
        # After the rest, never between: a re-run deletes about 1,450 files and folders, and
        # on a file system like this machine's (bench/README.md) the files created in the
        # half minute after that cost several times as much, whichever run creates them.
        reruns, _ = measure(
            {
                "rerun-one": Command([*single(50_000).argv, "--force"], rerun),
                "rerun-inbox": Command(
                    [*KBPATCH, "propose", "inbox", "--force"], rerun, frozenset({0, 1})
                ),
            },
            r,
            scratch / "runs",
        )
        timings.update(reruns)
        one = {2_000: timings["one2"], 50_000: timings["one50"], 200_000: timings["one200"]}
        mdformat, inbox = timings["mdformat"], timings["inbox"]
        help_run, click_run = timings["help"], timings["click"]

        rows.append(
            (
                "one brief, 2k-line KB",
                f"python -c 'import {DEPENDENCIES}'",
                "≤ 1.3",
                one[2_000].median,
                timings["imports"].median,
                "ratio",
            )
        )
        rows.append(
            (
                "one brief, 50k-line KB",
                "mdformat --check, same KB",
                "≤ 0.05",
                one[50_000].median,
                mdformat.median,
                "ratio",
            )
        )
        rows.append(
            (
                "200 briefs (inbox/), 50k-line KB",
                "one brief, 50k-line KB",
                "≤ 5",
                inbox.median,
                one[50_000].median,
                "ratio",
            )
        )
        rows.append(
            (
                "one brief, 200k-line KB",
                "one brief, 50k-line KB",
                "≤ 2.5",
                one[200_000].median,
                one[50_000].median,
                "ratio",
            )
        )
        rows.append(
            (
                "kbpatch --help",
                "python -c 'import click'",
                "≤ 2",
                help_run.median,
                click_run.median,
                "ratio",
            )
        )
        checked = [last["one2"], last["one50"], last["one200"], last["inbox"], rerun]
        patches = sum(check_patches(repo) for repo in checked)
        inbox_patches = distinct_patches(last["inbox"])
        rerun_ratio = timings["rerun-inbox"].median / timings["rerun-one"].median
        extra_briefs = len(repos[50_000][1]) - 1
        marginal = (inbox.median - one[50_000].median) / extra_briefs

        lines_out = [
            "# kbpatch benchmark",
            "",
            "Made by `python3 bench/run.py`; whole processes, median of "
            f"{r} runs each, run round-robin so that both sides of every ratio are timed "
            "side by side. Each `propose` runs in a fresh copy of its repository, as a PR "
            "bot's checkout is, without `--force`; the `--force` re-runs are timed after all "
            "the others (bench/README.md says why). kbpatch's modules are compiled to "
            "bytecode first, as pip compiles an installed package.",
            "",
            f"Machine: {machine()}.",
            "",
            "| measured | against | target | kbpatch (s) | peer (s) | ratio | met |",
            "| --- | --- | --- | ---: | ---: | ---: | --- |",
        ]
        for what, peer, target, ours, theirs, _ in rows:
            ratio = ours / theirs
            limit = float(target.split()[-1])
            lines_out.append(
                f"| {what} | {peer} | {target} | {ours:.3f} | {theirs:.3f} | {ratio:.3f} | "
                f"{'yes' if ratio <= limit else '**no**'} |"
            )
        peak = one[200_000].peak_rss_mb
        code_lines = production_lines()
        lines_out += [
            "",
            f"Peak memory (max RSS) of `kbpatch propose` on the 200k-line KB: **{peak:.0f} MB** "
            f"(target ≤ {MAX_PEAK_MB} MB: {'met' if peak <= MAX_PEAK_MB else '**not met**'}).",
            "",
            f"Production code: **{code_lines:,} lines** of kbpatch/**/*.py (target ≤ "
            f"{MAX_LINES:,}: {'met' if code_lines <= MAX_LINES else '**not met**'}).",
            "",
            "Re-running over the previous run's output (`--force`, which swaps each "
            "folder out and deletes it), 50k-line KB: 200 briefs "
            f"{timings['rerun-inbox'].median:.3f}s, one brief "
            f"{timings['rerun-one'].median:.3f}s, ratio {rerun_ratio:.3f} (no target; see "
            "bench/README.md on this machine's file system).",
            "",
            "Every run, in seconds, in the order run: "
            + "; ".join(
                f"{name} " + ", ".join(f"{t:.3f}" for t in timing.runs)
                for name, timing in timings.items()
            )
            + ".",
            "",
            "Single-brief medians by KB size: "
            + ", ".join(f"{k // 1000}k lines {t.median:.3f}s" for k, t in one.items())
            + ".",
            "",
            # The ratio above counts the start-up both runs pay on each side; what a brief
            # adds to a batch is this (no target).
            "What each further brief adds to a batch, 50k-line KB: "
            f"(200 briefs − one brief) / {extra_briefs} = {marginal * 1000:.1f} ms, "
            f"{marginal / one[50_000].median:.3f} of a single-brief run.",
            "",
            f"All {patches} recommended patches written during the benchmark pass "
            "`git apply --check`, alone and together (alternatives alone); the inbox's "
            f"{inbox_patches} patch files (alternatives included) are all different.",
            "",
        ]
        if not args.no_tests:
            suite, slowest, summary = test_suite()
            lines_out += [
                f"Test suite (`python -m pytest`, slow property runs left out): {suite:.0f}s "
                f"wall ({summary}); slowest test: `{slowest}`.",
                "",
            ]
        args.out.write_text("\n".join(lines_out), encoding="utf-8")
        print("\n".join(lines_out))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
