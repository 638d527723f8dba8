// `npm run dev`: the API with tsx watch and the web app with Vite's hot reload, side by side.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@sagpan/api"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@sagpan/web"], { stdio: "inherit" }),
];
console.log("Sagpan dev: web with hot reload at http://localhost:5173 (API on :3000)");
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
