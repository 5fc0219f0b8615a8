// How Node runs the server in production (apps/server's `serve` and `worker` scripts), for the
// scripts and benchmarks that start the built server themselves. A young generation of 64 MB
// (Node's default is 16): every request allocates its rows, objects and headers, and with the
// default the collector scavenged so often that it took a fifth of the server's CPU on a member's
// list; with it the list costs 17 % less CPU a request (bench/api.mjs), for about 100 MB of memory.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
