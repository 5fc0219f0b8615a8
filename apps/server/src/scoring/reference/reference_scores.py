#!/usr/bin/env python3
"""The scoring rules of decision 021, written a second time, apart from the engine, in another
language: reads sheets.json (banks' structure, a norm table each and answer sheets) and writes
expected.json, which the engine's tests compare with. Run: python3 reference_scores.py

Rules: a reversed item counts points + 1 - value; a scale is the mean of its answered items when
at most floor(20 % of its items) are missing, else unscored; an area (talent, competency) is the
mean of its scored scales when at least half are scored, a group likewise of its areas; the norm
group is the most precise one taking the examinee's grade and sex; T = 50 + 10 (raw - mean) / sd
rounded half up into 20..80; percentile = round half up of 100 * Phi((T - 50) / 10) into 1..99;
the band is the one whose min..max holds T.
Flat profile (decision 029): every given answer the same value (their standard deviation 0), or
at least two areas scored with their raw means spanning less than 0.25 points.
"""
import json
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))

AREA_GROUPS = {
    "putt": [
        ("cognitive", ["linguistic", "logical"]),
        ("emotional", ["musical", "spatial"]),
        ("bodyNature", ["bodily", "naturalist"]),
        ("relational", ["interpersonal", "intrapersonal"]),
    ],
    "tocc": [
        ("thinking", ["divergent", "convergent", "imagination"]),
        ("disposition", ["curiosity", "openness", "independence"]),
        ("motivation", ["intrinsic", "commitment", "challenge"]),
    ],
}


def mean(values):
    total = 0.0
    for value in values:
        total += value
    return total / len(values)


def half_up(x):
    return math.floor(x + 0.5)


def norm_group(norm, grade, sex):
    best, best_precision = None, -1
    for group in norm["groups"]:
        grades_ok = group["grades"] is None or (grade is not None and grade in group["grades"])
        sex_ok = group["sex"] is None or group["sex"] == sex
        if not (grades_ok and sex_ok):
            continue
        precision = (2 if group["grades"] else 0) + (1 if group["sex"] else 0)
        if precision > best_precision:
            best, best_precision = group, precision
    return best


def with_norm(level, part, group, bands):
    stat = group["stats"][level].get(part["id"]) if group else None
    if part["raw"] is None or stat is None:
        return dict(part, t=None, percentile=None, band=None)
    t = min(80, max(20, half_up(50 + (10 * (part["raw"] - stat["mean"])) / stat["sd"])))
    phi = 0.5 * (1 + math.erf(((t - 50) / 10) / math.sqrt(2)))
    percentile = min(99, max(1, half_up(100 * phi)))
    band = next(b["id"] for b in bands if b["min"] <= t <= b["max"])
    return dict(part, t=t, percentile=percentile, band=band)


def roll_up(parents, scores):
    raw_of = {score["id"]: score["raw"] for score in scores}
    out = []
    for parent_id, parts in parents:
        scored = [raw_of[p] for p in parts if raw_of.get(p) is not None]
        ok = len(scored) > 0 and len(scored) * 2 >= len(parts)
        out.append({"id": parent_id, "raw": mean(scored) if ok else None, "answered": len(scored), "of": len(parts)})
    return out


FLAT_RAW_SPAN = 0.25


def is_flat(sheet, areas):
    given = [a["value"] for a in sheet["answers"]]
    if given and all(value == given[0] for value in given):
        return True
    raws = [area["raw"] for area in areas if area["raw"] is not None]
    return len(raws) >= 2 and max(raws) - min(raws) < FLAT_RAW_SPAN


def score(bank, norm, sheet):
    points = bank["points"]
    values = {a["item"]: a["value"] for a in sheet["answers"]}
    scales = []
    for scale in bank["scales"]:
        items = [i for i in bank["items"] if i["scale"] == scale["id"]]
        given = [(points + 1 - values[i["id"]]) if i["reverse"] else values[i["id"]] for i in items if i["id"] in values]
        ok = len(given) > 0 and len(items) - len(given) <= math.floor(len(items) * 0.2)
        scales.append({"id": scale["id"], "raw": mean(given) if ok else None, "answered": len(given), "of": len(items)})
    family = "putt" if bank["instrument"].startswith("putt") else "tocc"
    area_parents = [(a, [s["id"] for s in bank["scales"] if s["parent"] == a]) for _, areas in AREA_GROUPS[family] for a in areas]
    areas = roll_up(area_parents, scales)
    groups = roll_up(AREA_GROUPS[family], areas)
    group = norm_group(norm, sheet["who"]["grade"], sheet["who"]["sex"])
    levels = {
        level: [with_norm(level, part, group, norm["bands"]) for part in parts]
        for level, parts in (("scale", scales), ("area", areas), ("group", groups))
    }
    return levels, is_flat(sheet, areas)


def main():
    with open(os.path.join(HERE, "sheets.json"), encoding="utf-8") as f:
        cases = json.load(f)
    expected = []
    for case in cases:
        sheets = []
        for s in case["sheets"]:
            levels, flat = score(case["bank"], case["norm"], s)
            sheets.append({"name": s["name"], "levels": levels, "flat": flat})
        expected.append({"instrument": case["bank"]["instrument"], "sheets": sheets})
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, ensure_ascii=False, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
