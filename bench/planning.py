"""How reading a brief grows with its size: parse + plan of closing lists of growing length.

    python3 bench/planning.py                 # 4k, 8k, 16k, 32k lines and a 4 MB brief
    python3 bench/planning.py 1000 2000       # other line counts

Each closing-list line names a section, an item and a no-op, as real closing lists do, with
its own numbers so that no cache of repeated text helps. Planning is linear when doubling
the lines doubles the time (the `per line` column stays flat); a quadratic reader quadruples
it. The 4 MB row is a brief at the size limit `propose` accepts. Nothing touches git or disk.
"""

from __future__ import annotations

import sys
import time

from kbpatch.parse import parse_brief
from kbpatch.reading import plan

HEAD = (
    "inference · E1 预消化简报(2026-11-05)\n\n"
    "增量 1：FlowCache（arXiv:2611.01473）—— 按会话冷热分层的前缀缓存\n\n"
    "建议归入：§3.4 末尾新增一条 FlowCache 条目。\n\n"
    "今晚建议的归并动作\n\n"
)
MAX_BRIEF_BYTES = 4 * 1024 * 1024


def closing_line(n: int) -> str:
    """One closing-list line of its own: a section, an item, a number pair, a keep."""
    return (
        f"§{n % 9 + 1}.{n % 7 + 1} 新增 Flow{n} 一条（增量 1）；"
        f"§1.6 只更新 flow{n} 计数（{n}→{n + 1}），不新增条目；§2.{n % 5 + 1} 不动。"
    )


def brief_of(lines: int) -> str:
    return HEAD + "\n".join(closing_line(n) for n in range(lines)) + "\n"


def brief_of_bytes(size: int) -> str:
    """A brief just under `size` bytes of UTF-8."""
    parts = [HEAD]
    used = len(HEAD.encode())
    n = 0
    while True:
        line = closing_line(n) + "\n"
        cost = len(line.encode())
        if used + cost > size:
            break
        parts.append(line)
        used += cost
        n += 1
    return "".join(parts)


def timed(text: str) -> tuple[float, int]:
    start = time.perf_counter()
    actions = plan(parse_brief(text))
    return time.perf_counter() - start, len(actions)


def main(argv: list[str]) -> int:
    counts = [int(a) for a in argv] or [4000, 8000, 16000, 32000]
    print("| closing lines | brief size | seconds | µs per line | actions |")
    print("| ---: | ---: | ---: | ---: | ---: |")
    briefs = [(n, brief_of(n)) for n in counts]
    if not argv:
        big = brief_of_bytes(MAX_BRIEF_BYTES)
        briefs.append((big.count("\n") - HEAD.count("\n"), big))
    for lines, text in briefs:
        seconds, actions = timed(text)
        size = len(text.encode()) / 1024 / 1024
        print(
            f"| {lines:,} | {size:.2f} MB | {seconds:.2f} | {seconds / lines * 1e6:.0f} |"
            f" {actions:,} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
