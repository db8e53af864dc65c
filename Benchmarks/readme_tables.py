#!/usr/bin/env python3
"""Turns the text output of one `rac-bench` run into README's markdown tables.

usage: rac-bench > run.txt; python3 Benchmarks/readme_tables.py run.txt
Each table lists scenarios by id prefix; a cell is the median with its ratio to the floor (×F), to the locked floor
(×LF) and to OpenCombine (×OC) from the same run. Nothing is computed that the run did not print.
"""
import re
import sys

WIDTHS = [8, 22, 10, 10, 10, 8, 8, 8, 9, 11, 8]
LIBRARIES = ["floor", "floor (locked)", "OpenCombine", "Reactive", "RACLegacy", "RACLegacy (typed)", "RACLegacy (immediate)", "Bridge"]


def parse(path):
    titles, rows = {}, {}
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        header = re.match(r"^(\S+): (.*) \(checked at N = \d+, (.*)\)$", line)
        if header:
            titles[header.group(1)] = (header.group(2), header.group(3))
            continue
        cells, start = [], 0
        for width in WIDTHS:
            cells.append(line[start:start + width].strip())
            start += width + 1
        if len(cells) < 4 or cells[0] not in titles or cells[1] not in LIBRARIES:
            continue
        rows.setdefault(cells[0], {})[cells[1]] = {
            "median": cells[2], "floor": cells[5], "oc": cells[6], "mallocs": cells[8], "lf": cells[10]}
    return titles, rows


def cell(row, library):
    if row is None:
        return ""
    if row["median"] == "n/a":
        return "n/a"
    ratios = []
    if library != "floor" and row["floor"] not in ("", "–"):
        ratios.append(row["floor"] + "×F")
    if library not in ("floor", "floor (locked)") and row["lf"] not in ("", "–"):
        ratios.append(row["lf"] + "×LF")
    if library != "OpenCombine" and row["oc"] not in ("", "–"):
        ratios.append(row["oc"] + "×OC")
    return row["median"] + (" (" + ", ".join(ratios) + ")" if ratios else "")


def table(titles, rows, ids, label=lambda i, t: f"{i} {t}", what=cell):
    present = [lib for lib in LIBRARIES if any(lib in rows.get(i, {}) for i in ids)]
    out = ["| scenario | " + " | ".join(present) + " |", "| --- |" + " ---: |" * len(present)]
    for i in ids:
        if i not in rows:
            continue
        out.append(f"| {label(i, titles[i][0])} | " + " | ".join(what(rows[i].get(lib), lib) for lib in present) + " |")
    return "\n".join(out)


def main():
    titles, rows = parse(sys.argv[1])
    ids = list(titles)
    main_ids = [i for i in ids if re.fullmatch(r"S\d+[bc]?", i) and i != "S13"]
    print("## Main table\n")
    print(table(titles, rows, main_ids))
    print("\n## Mallocs per event\n")
    print(table(titles, rows, [i for i in main_ids if i not in ("S12", "S12b")], label=lambda i, t: i,
                what=lambda row, lib: "" if row is None or row["median"] == "n/a" else row["mallocs"]))
    for prefix, name in [("D", "chain depth"), ("F", "fan-out"), ("M", "merge events"), ("MS", "merge churn"),
                         ("B", "memory"), ("Q", "formerly quadratic")]:
        group = [i for i in ids if re.fullmatch(prefix + r"[0-9].*", i)]
        if group:
            print(f"\n## {name}\n")
            print(table(titles, rows, group, label=lambda i, t: f"{i} {t}"))
    if "S13" in rows:
        print("\n## S13\n")
        print(table(titles, rows, ["S13"]))


main()
