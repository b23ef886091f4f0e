// The Node.js flags the production server runs with: `npm start`, `npm run serve` (package.json
// names them too; __tests__/unit/server-node-flags.test.ts holds the two together), the
// benchmarks and the scale-out suite.
//
// Why: left to its defaults on a machine with gigabytes free, V8 lets the heap grow to two or
// three times what is live before it collects, and keeps a 32 MB young generation. Under 200
// shoppers (bench:shoppers, issue 22 point 3) the server's RSS rose from about 290 MiB to 737 MiB
// that way. A young generation of 2 × 8 MB and a heap let grow by 30 % between full collections
// kept it to 509 MiB, with the same waits (step p95 89–144 ms) and the same CPU (0.46 cores
// against 0.48). An operator can still give NODE_OPTIONS; flags on the command line win.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=30'];
