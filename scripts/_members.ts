import { readFileSync } from "node:fs";
import { planChunks } from "./chunk-plan.ts";
const input = JSON.parse(readFileSync("/tmp/plan.json", "utf8")); const fx = new Set(input.fixed); input.fixed = (id: string) => fx.has(id);
const size = new Map(input.modules.map((m: any) => [m.id, m.size]));
const plan = planChunks(input);
for (const want of process.argv.slice(2)) {
  console.log("==", want);
  for (const [id, c] of plan.chunkOf) if (c === want) console.log(String(size.get(id)).padStart(6), id.replace(/.*node_modules\//, "nm/").replace("/work/main/", ""));
}
for (const p of plan.pages) if (/home|index|routes\/marketing\/home/.test(p.name)) console.log(p);
console.log(input.pages.find((p: any) => /home/.test(p.name)));
