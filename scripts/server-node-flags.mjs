// The Node.js flags and environment the production server runs with: `npm start`, `npm run serve`
// (package.json names them too; __tests__/unit/build/server-node-flags.test.ts holds the two together),
// the benchmarks and the scale-out suite.
//
// Why the flags: left to its defaults on a machine with gigabytes free, V8 lets the heap grow to
// two or three times what is live before it collects, and keeps a 32 MB young generation. Under 200
// shoppers (bench:shoppers) the server's RSS rose from about 290 MiB to 737 MiB
// that way. A young generation of 2 × 8 MB and a heap let grow by 30 % between full collections
// kept it to 509 MiB at the same waits and CPU. Since then the server loads less code (external
// packages, merged chunks: 426 MiB), and 2 × 4 MB and 20 % (with the arenas below) bring the peak to
// 390 MiB, under the 400, for more of the CPU (0.55 cores against 0.49) and slightly longer
// waits (step p95 96–178 ms against 64–129). An operator can still give NODE_OPTIONS; flags on the
// command line win.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=20'];

// Why the environment: glibc's malloc gives threads that allocate at once arenas of their own, up
// to eight per core, and seldom hands their freed pages back. The server's threads (libuv's pool
// packing pages for the page cache, V8's collector) spread over several; two arenas took about 15 MiB
// off the peak under the same 200 shoppers, at the same CPU. A value the operator sets wins.
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: '2' };
