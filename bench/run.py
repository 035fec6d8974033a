"""kbpatch's benchmark: whole processes, several runs each, ratios measured side by side.

    python3 -m pip install -q -r bench/requirements.txt && python3 bench/run.py

(`--runs N` runs each command N times and keeps the median; the default is 5.) Writes
bench/results.md. bench/generate.py makes three repositories in a temporary folder: KBs of
10,000, 50,000 and 200,000 lines, built from the fixture KB, and on the 50,000-line one an
inbox of 200 briefs made from the fixture briefs, each with its own date in its title line,
so that no two briefs give the same patches. Every ratio compares two commands timed in the
same run on the same machine, so the figures travel better than seconds do:

- one brief on the 50k-line KB against `mdformat --check` of the same KB (the peer);
- `kbpatch propose inbox --force` (200 briefs) against one brief, on the 50k-line KB;
- one brief on the 200k-line KB against one brief on the 50k-line KB;
- `kbpatch --help` against `python -c "import click"`;

and the peak memory of one brief on the 200k-line KB. Every patch kbpatch writes here is
checked with `git apply --check`, alone and together (alternatives alone), and the inbox's
patches must all differ from one another."""

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
KBPATCH = [sys.executable, "-m", "kbpatch"]


@dataclass(frozen=True)
class Timing:
    median: float
    runs: list[float]
    peak_rss_mb: float
    exit_codes: set[int]


def measure(command: list[str], cwd: Path, runs: int, ok: set[int] = frozenset({0})) -> Timing:
    """Median wall time and peak resident memory of a whole process, over `runs` runs."""
    times: list[float] = []
    peak = 0.0
    codes: set[int] = set()
    env = {**os.environ, "NO_COLOR": "1"}
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen(
            command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env
        )
        _, status, usage = os.wait4(process.pid, 0)
        times.append(time.perf_counter() - start)
        code = os.waitstatus_to_exitcode(status)
        codes.add(code)
        if code not in ok:
            err = process.stderr.read().decode(errors="replace") if process.stderr else ""
            raise SystemExit(f"{' '.join(command)} exited {code}: {err.strip()}")
        if process.stderr:
            process.stderr.close()
        peak = max(peak, usage.ru_maxrss / 1024)
    return Timing(statistics.median(times), times, peak, codes)


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

    scratch = Path(tempfile.mkdtemp(prefix="kbpatch-bench-"))
    try:
        repos = {}
        for lines in (10_000, 50_000, 200_000):
            started = time.perf_counter()
            briefs = make_repo(scratch / f"kb{lines}", lines, 200 if lines == 50_000 else 1)
            repos[lines] = (scratch / f"kb{lines}", briefs)
            print(
                f"generated {lines:,}-line KB in {time.perf_counter() - started:.1f}s", flush=True
            )

        r = args.runs
        rows: list[tuple[str, str, str, float, float, str]] = []

        def single(lines: int) -> Timing:
            repo, briefs = repos[lines]
            rel = briefs[0].relative_to(repo)
            return measure([*KBPATCH, "propose", str(rel), "--force"], repo, r)

        one = {lines: single(lines) for lines in repos}
        repo50 = repos[50_000][0]
        mdformat = measure(
            [sys.executable, "-m", "mdformat", "--check", KB_PATH], repo50, r, ok={0, 1}
        )
        inbox = measure([*KBPATCH, "propose", "inbox", "--force"], repo50, r, ok={0, 1})
        help_run = measure([*KBPATCH, "--help"], repo50, r)
        click_run = measure([sys.executable, "-c", "import click"], repo50, r)

        rows.append(
            (
                "one brief, 50k-line KB",
                "mdformat --check, same KB",
                "≤ 0.10",
                one[50_000].median,
                mdformat.median,
                "ratio",
            )
        )
        rows.append(
            (
                "200 briefs (inbox/), 50k-line KB",
                "one brief, 50k-line KB",
                "≤ 3",
                inbox.median,
                one[50_000].median,
                "ratio",
            )
        )
        rows.append(
            (
                "one brief, 200k-line KB",
                "one brief, 50k-line KB",
                "≤ 4.5",
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
        patches = sum(check_patches(repo) for repo, _ in repos.values())
        inbox_patches = distinct_patches(repo50)

        lines_out = [
            "# kbpatch benchmark",
            "",
            "Made by `python3 bench/run.py`; whole processes, median of "
            f"{r} runs each, both sides of every ratio timed in the same run.",
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
        lines_out += [
            "",
            f"Peak memory (max RSS) of `kbpatch propose` on the 200k-line KB: **{peak:.0f} MB** "
            f"(target ≤ 250 MB: {'met' if peak <= 250 else '**not met**'}).",
            "",
            "Single-brief medians by KB size: "
            + ", ".join(f"{k // 1000}k lines {t.median:.3f}s" for k, t in one.items())
            + ".",
            "",
            f"All {patches} recommended patches written during the benchmark pass "
            "`git apply --check`, alone and together (alternatives alone); the inbox's "
            f"{inbox_patches} patch files (alternatives included) are all different.",
            "",
        ]
        args.out.write_text("\n".join(lines_out), encoding="utf-8")
        print("\n".join(lines_out))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
