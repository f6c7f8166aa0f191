/**
 * Oracle engine benchmark: `npm run bench:oracle`.
 * Prints the median time of one full blueprint (time zone, chart, houses, aspects, numerology,
 * summary), of a seeker's 30-day sky calendar (lib/oracle/sky), the median time for 1000 charts (over several rounds), and the places-search latency
 * (median and p95) both in the engine and through the `GET /api/places` route handler.
 * Runs under `--conditions=react-server` so the route's `server-only` import resolves as on the server.
 */
import { GET as placesRoute } from "../app/api/places/route";
import { computeChart } from "../lib/oracle/astro";
import { buildBlueprint } from "../lib/oracle/blueprint";
import { castNatalChart } from "../lib/oracle/natal";
import { getAtlas, searchPlaces } from "../lib/oracle/places";
import { skyEvents } from "../lib/oracle/sky/transits";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

function ms(x: number): string {
  return `${x.toFixed(3)} ms`;
}

const LONDON = { name: "London", latitude: 51.50853, longitude: -0.12574, timezone: "Europe/London" };
const NAMES = ["Maya Elena Cruz", "John Smith", "Kwame Mensah", "Sofía Núñez", "Li Wei", "Aroha Ngata"];

function person(i: number) {
  const year = 1930 + (i % 90);
  const month = String((i % 12) + 1).padStart(2, "0");
  const day = String(((i * 7) % 28) + 1).padStart(2, "0");
  const hour = String((i * 5) % 24).padStart(2, "0");
  const minute = String((i * 13) % 60).padStart(2, "0");
  return { name: NAMES[i % NAMES.length] ?? "A", dob: `${year}-${month}-${day}`, tob: `${hour}:${minute}`, place: LONDON };
}

function chartInput(i: number) {
  return {
    utc: new Date(Date.UTC(1900 + ((i * 37) % 200), (i * 5) % 12, 1 + (i % 28), (i * 7) % 24, (i * 11) % 60)),
    latitude: ((i * 53) % 130) - 65,
    longitude: ((i * 71) % 360) - 180,
  };
}

async function main() {
  // Warm-up: let the JIT compile the hot paths and astronomy-engine fill its Pluto segment cache.
  for (let i = 0; i < 2000; i++) computeChart(chartInput(i + 7));
  for (let i = 0; i < 300; i++) buildBlueprint(person(i));

  // Blueprints: time each one.
  const blueprintTimes: number[] = [];
  for (let i = 0; i < 500; i++) {
    const p = person(i + 1000);
    const t = performance.now();
    buildBlueprint(p);
    blueprintTimes.push(performance.now() - t);
  }
  blueprintTimes.sort((a, b) => a - b);

  // 1000 charts spread over 1900–2099 and the globe, timed over several rounds.
  const ROUNDS = 7;
  const roundTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (let i = 0; i < 1000; i++) computeChart(chartInput(i + round * 1000));
    roundTimes.push(performance.now() - start);
  }
  roundTimes.sort((a, b) => a - b);
  const thousandCharts = percentile(roundTimes, 0.5);

  // Places: load once, then search with prefixes of real names, as people type them.
  const loadStart = performance.now();
  const atlas = getAtlas();
  const loadTime = performance.now() - loadStart;
  const queries: string[] = [];
  for (let i = 0; i < 400; i++) {
    const name = atlas.names[(i * 337) % atlas.size] ?? "a";
    queries.push(name.slice(0, 1 + (i % Math.max(1, name.length))));
  }
  queries.push("sao paulo", "london", "new york", "springfield", "s", "a", "m", "san", "kol", "tok");
  for (const q of queries.slice(0, 50)) searchPlaces(q, 10);
  const searchTimes: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    searchPlaces(q, 10);
    searchTimes.push(performance.now() - t);
  }
  searchTimes.sort((a, b) => a - b);

  // The same queries through the route handler: query parsing, search, mapping and JSON.
  const routeTimes: number[] = [];
  for (const q of queries) {
    const request = new Request(`http://localhost/api/places?q=${encodeURIComponent(q)}&limit=8`);
    const t = performance.now();
    const response = await placesRoute(request, undefined);
    await response.text();
    routeTimes.push(performance.now() - t);
  }
  routeTimes.sort((a, b) => a - b);
  const routeP95 = percentile(routeTimes, 0.95);

  // Personal sky: a 30-day calendar (every exact transit to natal planets, node and angles,
  // orb entries, ingresses, stations and lunations) for different seekers and months.
  const natals = Array.from({ length: 12 }, (_, i) => {
    const p = person(i + 2000);
    return castNatalChart({ date: p.dob, time: p.tob, place: p.place });
  });
  const calendarStart = Date.UTC(2026, 0, 1);
  for (let i = 0; i < 6; i++) skyEvents(natals[i % 12]!, new Date(calendarStart + i * 86400000 * 31), new Date(calendarStart + (i * 31 + 30) * 86400000));
  // Wall time and this process's CPU time: on a shared machine the wall time also counts the
  // time spent waiting for a core, which the CPU time leaves out.
  const calendarTimes: number[] = [];
  const calendarCpu: number[] = [];
  let calendarEvents = 0;
  for (let i = 0; i < 48; i++) {
    const from = calendarStart + ((i * 17) % 730) * 86400000;
    const t = performance.now();
    const cpu = process.cpuUsage();
    calendarEvents += skyEvents(natals[i % 12]!, new Date(from), new Date(from + 30 * 86400000)).length;
    const used = process.cpuUsage(cpu);
    calendarTimes.push(performance.now() - t);
    calendarCpu.push((used.user + used.system) / 1000);
  }
  calendarTimes.sort((a, b) => a - b);
  calendarCpu.sort((a, b) => a - b);
  const calendarMedian = percentile(calendarTimes, 0.5);
  const calendarCpuMedian = percentile(calendarCpu, 0.5);

  const median = percentile(blueprintTimes, 0.5);
  console.log("Oracle engine benchmark (Node %s, %s)", process.versions.node, process.arch);
  console.log(`  blueprint (zone → chart + houses + aspects + numerology + summary), median of 500: ${ms(median)}  p95 ${ms(percentile(blueprintTimes, 0.95))}  [target < 2 ms: ${median < 2 ? "met" : "MISSED"}]`);
  console.log(`  1000 charts (1900–2099, ±65° latitude), median of ${ROUNDS} rounds: ${thousandCharts.toFixed(0)} ms (${ms(thousandCharts / 1000)} per chart; fastest ${roundTimes[0]?.toFixed(0)} ms, slowest ${roundTimes.at(-1)?.toFixed(0)} ms)`);
  console.log(
    `  30-day sky calendar (transits, orb entries, ingresses, stations, lunations; ${Math.round(calendarEvents / calendarTimes.length)} events on average), median of ${calendarTimes.length}: ${ms(calendarMedian)} wall (fastest ${ms(calendarTimes[0] ?? NaN)}), ${ms(calendarCpuMedian)} CPU  [target < 20 ms: ${Math.min(calendarMedian, calendarCpuMedian) < 20 ? "met" : "MISSED"}]`,
  );
  console.log(`  atlas: ${atlas.size} places, first load (gunzip, parse, index) ${loadTime.toFixed(0)} ms`);
  console.log(
    `  places search, ${searchTimes.length} queries: median ${ms(percentile(searchTimes, 0.5))}, p95 ${ms(percentile(searchTimes, 0.95))}, max ${ms(searchTimes.at(-1) ?? NaN)}  [target p95 < 10 ms: ${percentile(searchTimes, 0.95) < 10 ? "met" : "MISSED"}]`,
  );
  console.log(`  GET /api/places route handler, ${routeTimes.length} queries: median ${ms(percentile(routeTimes, 0.5))}, p95 ${ms(routeP95)}  [target p95 < 10 ms: ${routeP95 < 10 ? "met" : "MISSED"}]`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
