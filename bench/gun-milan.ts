// What Gun Milan adds to a list request: scoring the 20 cards of a page against the viewer
// (from the stored Moon positions) and, for sort/filter by Gun Milan, the viewer's table of
// 324 scores. Target (issue "Gun Milan"): under 1 ms for a page of 20.
// Usage: npx tsx bench/gun-milan.ts
import { matchProfiles } from "@sagpan/gun-milan";
import { chartColumns, gunByPosition, quickGun } from "../apps/api/src/modules/profiles/astro.ts";
import type { ProfileRow } from "../apps/api/src/modules/profiles/profiles.repository.ts";

function row(gender: "male" | "female", date: string, time: string): ProfileRow {
  const chart = chartColumns({ birthdate: date, birth_time: time, birth_timezone: "Asia/Kolkata" });
  return {
    id: `${gender}-${date}-${time}`,
    gender,
    birthdate: date,
    ...chart,
  } as unknown as ProfileRow;
}

const viewer = row("male", "1993-08-15", "07:40");
const page = Array.from({ length: 20 }, (_, i) =>
  row(
    "female",
    `199${i % 10}-0${(i % 9) + 1}-1${i % 10}`,
    `${String((i * 5) % 24).padStart(2, "0")}:15`,
  ),
);

// The tables a deployment scores with (GUN_MILAN_CONVENTION); Sagpan's by default.
const convention = process.env.GUN_MILAN_CONVENTION === "original" ? "original" : "sagpan";

function measure(label: string, rounds: number, work: () => void) {
  for (let i = 0; i < 200; i++) work();
  const started = performance.now();
  for (let i = 0; i < rounds; i++) work();
  const perCall = ((performance.now() - started) / rounds) * 1000;
  console.log(`${label}: ${perCall.toFixed(1)} µs per call`);
  return perCall;
}

const cards = measure("20 list cards (quickGun)", 20_000, () => {
  for (const other of page) quickGun(viewer, other, convention);
});
const firstTable = (() => {
  const started = performance.now();
  gunByPosition(row("male", "1988-02-02", "11:11"), convention);
  return (performance.now() - started) * 1000;
})();
console.log(`viewer's 324-score table, first build: ${firstTable.toFixed(0)} µs (then cached)`);
const table = measure("viewer's table, cached", 20_000, () => gunByPosition(viewer, convention));
const view = measure("profile view, full match (both Moon positions from birth time)", 2_000, () =>
  matchProfiles(
    { birthdate: "1993-08-15", birth_time: "07:40" },
    { birthdate: "1996-01-26", birth_time: "18:05" },
    convention,
  ),
);
const ok = cards + table < 1000;
console.log(
  `page of 20 adds ${((cards + table) / 1000).toFixed(3)} ms (target < 1 ms): ${ok ? "met" : "NOT met"}; view ${(view / 1000).toFixed(2)} ms`,
);
process.exit(ok ? 0 : 1);
