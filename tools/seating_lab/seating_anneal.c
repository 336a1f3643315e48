/* The balanced draw's grouping search (mafia_desk/seating/grouping.py), in C, for the offline library
 * builder only: the same energy (squares of the meeting counts, a steep penalty above the target maximum,
 * optionally a cost per pair that never meets, pairs at the target as the tie-break), the same moves (two
 * players of a round trade tables, or a table and the bench inside the strict bench's band, or two players
 * trade the rounds they sit out) and the same cooling, about a hundred times faster than Python, so that the
 * library can hold every shape at a search length Python could not afford. Nothing in the application runs
 * it; the builder seats its groupings with the application's own colouring and re-verifies every figure
 * (tests/seating/test_seating_library.py).
 *
 *   cc -O2 -o seating_anneal tools/seating_lab/seating_anneal.c
 *   seating_anneal N T1,T2,...,TR TARGET_MAX NEVER_MET_WEIGHT MOVES SEED [RESTARTS [EXCESS_WEIGHT]]
 *
 * EXCESS_WEIGHT (24, as the draw) set high turns it into a search for a draw within the target maximum
 * (the 43/4/7 question), the squares only guiding it.
 *
 * Prints the best grouping as JSON: {"players": N, "energy": E, "rounds": [{"tables": [[1-based ids]],
 * "sitting_out": [...]}]}.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SEATS 10
#define MAXN 256
#define MAXR 16
#define MAXT 26
#define MAXM 40

static int N, R, TABLES[MAXR], TARGET, NMW, EXCESS_WEIGHT = 24;
static int where[MAXR][MAXN]; /* table, or TABLES[r] for the bench */
static int mem[MAXR][MAXT][MAXN];
static int size[MAXR][MAXT];
static int posn[MAXR][MAXN];
static int meet[MAXN][MAXN];
static int outc[MAXN][MAXR];
static int band_lo[MAXR], band_hi[MAXR];
static int64_t cost[MAXM + 2], inc[MAXM + 2], dec[MAXM + 2];
static int best_where[MAXR][MAXN];
static uint64_t rs;

static uint64_t next(void) {
    rs ^= rs << 13;
    rs ^= rs >> 7;
    rs ^= rs << 17;
    return rs;
}
static double unif(void) { return (double)(next() >> 11) * (1.0 / 9007199254740992.0); }
static int rnd(int n) { return (int)(next() % (uint64_t)n); }

static int64_t delta(int r, int a, int b) {
    int ta = where[r][a], tb = where[r][b], bench = TABLES[r];
    int64_t d = 0;
    int *ma = meet[a], *mb = meet[b];
    for (int i = 0; i < size[r][ta]; i++) {
        int x = mem[r][ta][i];
        if (x != a) d += dec[ma[x]] + inc[mb[x]];
    }
    if (tb != bench)
        for (int i = 0; i < size[r][tb]; i++) {
            int y = mem[r][tb][i];
            if (y != b) d += dec[mb[y]] + inc[ma[y]];
        }
    return d;
}

static void apply(int r, int a, int b) {
    int ta = where[r][a], tb = where[r][b], bench = TABLES[r];
    if (ta != bench)
        for (int i = 0; i < size[r][ta]; i++) {
            int x = mem[r][ta][i];
            if (x != a) { meet[a][x]--; meet[x][a]--; meet[b][x]++; meet[x][b]++; }
        }
    if (tb != bench)
        for (int i = 0; i < size[r][tb]; i++) {
            int y = mem[r][tb][i];
            if (y != b) { meet[b][y]--; meet[y][b]--; meet[a][y]++; meet[y][a]++; }
        }
    int pa = posn[r][a], pb = posn[r][b];
    mem[r][ta][pa] = b;
    mem[r][tb][pb] = a;
    posn[r][b] = pa;
    posn[r][a] = pb;
    where[r][a] = tb;
    where[r][b] = ta;
}

/* whether p's sit-out count after rounds lo..hi-1 may change by step without leaving the band */
static int fits(int p, int lo, int hi, int step) {
    for (int q = lo; q < hi; q++) {
        int v = outc[p][q] + step;
        if (v > band_hi[q] || v < band_lo[q]) return 0;
    }
    return 1;
}
static void shift(int p, int lo, int hi, int step) {
    for (int q = lo; q < hi; q++) outc[p][q] += step;
}

static int64_t energy(void) {
    int64_t e = 0;
    for (int a = 0; a < N; a++)
        for (int b = a + 1; b < N; b++) e += cost[meet[a][b]];
    return e;
}

static void start(void) {
    int counts[MAXN] = {0};
    memset(meet, 0, sizeof meet);
    for (int r = 0; r < R; r++) {
        int order[MAXN];
        for (int p = 0; p < N; p++) order[p] = p;
        for (int i = N - 1; i > 0; i--) { int j = rnd(i + 1), t = order[i]; order[i] = order[j]; order[j] = t; }
        /* stable sort by sit-outs so far: those who sat out least go to the bench first */
        for (int i = 1; i < N; i++) {
            int v = order[i], j = i - 1;
            while (j >= 0 && counts[order[j]] > counts[v]) { order[j + 1] = order[j]; j--; }
            order[j + 1] = v;
        }
        int bench = N - SEATS * TABLES[r], t = TABLES[r];
        for (int k = 0; k <= t; k++) size[r][k] = 0;
        for (int i = 0; i < N; i++) {
            int p = order[i], table = i < bench ? t : (i - bench) / SEATS;
            if (table == t) counts[p]++;
            where[r][p] = table;
            posn[r][p] = size[r][table];
            mem[r][table][size[r][table]++] = p;
        }
        /* shuffle the players among the tables */
        int play[MAXN], k = 0;
        for (int i = bench; i < N; i++) play[k++] = order[i];
        for (int i = k - 1; i > 0; i--) { int j = rnd(i + 1), x = play[i]; play[i] = play[j]; play[j] = x; }
        for (int i = 0; i < k; i++) {
            int p = play[i], table = i / SEATS;
            where[r][p] = table;
            posn[r][p] = i % SEATS;
            mem[r][table][i % SEATS] = p;
        }
        for (int table = 0; table < t; table++)
            for (int i = 0; i < SEATS; i++)
                for (int j = i + 1; j < SEATS; j++) {
                    int a = mem[r][table][i], b = mem[r][table][j];
                    meet[a][b]++;
                    meet[b][a]++;
                }
    }
    for (int p = 0; p < N; p++) {
        int c = 0;
        for (int r = 0; r < R; r++) { c += where[r][p] == TABLES[r]; outc[p][r] = c; }
    }
    for (int r = 0; r < R; r++) {
        band_lo[r] = 1 << 20;
        band_hi[r] = -(1 << 20);
        for (int p = 0; p < N; p++) {
            if (outc[p][r] < band_lo[r]) band_lo[r] = outc[p][r];
            if (outc[p][r] > band_hi[r]) band_hi[r] = outc[p][r];
        }
    }
}

static void pick(int *r, int *a, int *b) {
    for (;;) {
        *r = rnd(R);
        *a = rnd(N);
        *b = rnd(N);
        int ta = where[*r][*a], tb = where[*r][*b];
        if (ta == tb) continue;
        if (ta == TABLES[*r]) { int x = *a; *a = *b; *b = x; }
        return;
    }
}

int main(int argc, char **argv) {
    if (argc < 7) {
        fprintf(stderr, "usage: %s N T1,...,TR TARGET_MAX NEVER_MET_WEIGHT MOVES SEED [RESTARTS]\n", argv[0]);
        return 2;
    }
    N = atoi(argv[1]);
    R = 0;
    for (char *s = argv[2]; *s;) {
        TABLES[R++] = (int)strtol(s, &s, 10);
        if (*s == ',') s++;
    }
    TARGET = atoi(argv[3]);
    NMW = atoi(argv[4]);
    double moves = atof(argv[5]);
    rs = 0x9E3779B97F4A7C15ULL ^ ((uint64_t)atoll(argv[6]) * 0xD1B54A32D192ED03ULL);
    for (int i = 0; i < 20; i++) next();
    int restarts = argc > 7 ? atoi(argv[7]) : 1;
    if (argc > 8) EXCESS_WEIGHT = atoi(argv[8]);
    if (N > MAXN || R > MAXR || R < 1) return 2;
    for (int r = 0; r < R; r++)
        if (TABLES[r] < 1 || TABLES[r] >= MAXT || SEATS * TABLES[r] > N) return 2;
    int64_t scale = (int64_t)N * (N - 1) / 2 + 1;
    for (int m = 0; m <= MAXM; m++) {
        int ex = m > TARGET ? m - TARGET : 0;
        int64_t sq = (int64_t)m * m + (int64_t)EXCESS_WEIGHT * ex * (ex + 1) / 2 + (m == 0 ? NMW : 0);
        cost[m] = scale * sq + (m == TARGET);
    }
    cost[MAXM + 1] = cost[MAXM] + (int64_t)1e15;
    for (int m = 0; m <= MAXM; m++) inc[m] = cost[m + 1] - cost[m];
    dec[0] = 0;
    for (int m = 1; m <= MAXM; m++) dec[m] = cost[m - 1] - cost[m];

    /* a move needs a round with two places to trade between: two tables, or a table and a bench */
    int movable = 0;
    for (int r = 0; r < R; r++) movable |= TABLES[r] > 1 || N > SEATS * TABLES[r];
    if (!movable) moves = 0, restarts = 1;
    int64_t overall = INT64_MAX;
    for (int run = 0; run < restarts; run++) {
        start();
        int64_t e = energy(), best = e;
        double sizes[401];
        int ns = 0;
        for (int i = 0; i < (moves > 0 ? 400 : 0); i++) {
            int r, a, b;
            pick(&r, &a, &b);
            sizes[ns++] = fabs((double)delta(r, a, b));
        }
        for (int i = 1; i < ns; i++) {
            double v = sizes[i];
            int j = i - 1;
            while (j >= 0 && sizes[j] > v) { sizes[j + 1] = sizes[j]; j--; }
            sizes[j + 1] = v;
        }
        double typical = ns && sizes[ns / 2] > 4.0 ? sizes[ns / 2] : 4.0;
        double t0 = 0.15 * typical, t1 = 0.008 * typical, temp = t0;
        double cool = pow(t1 / t0, 1.0 / (moves > 1 ? moves : 1));
        int64_t its = (int64_t)moves;
        for (int64_t it = 0; it < its; it++) {
            temp *= cool;
            int r, a, b;
            pick(&r, &a, &b);
            int bench = TABLES[r];
            int tb = where[r][b];
            int64_t d;
            if (tb == bench && !(fits(a, r, R, 1) && fits(b, r, R, -1))) {
                /* b sits out in round r and a plays: trade sit-out rounds with a round r2 where a sits out
                 * and b plays (as the draw does; without it a bench larger than a table hardly moves) */
                int r2 = rnd(R);
                if (r2 == r || where[r2][a] != TABLES[r2] || where[r2][b] == TABLES[r2]) continue;
                int lo = r < r2 ? r : r2, hi = r < r2 ? r2 : r, step = r < r2 ? 1 : -1;
                if (!(fits(a, lo, hi, step) && fits(b, lo, hi, -step))) continue;
                d = delta(r, a, b);
                apply(r, a, b);
                d += delta(r2, b, a);
                if (d > 0 && (d > 50 * temp || unif() >= exp(-d / temp))) {
                    apply(r, b, a);
                    continue;
                }
                apply(r2, b, a);
                shift(a, lo, hi, step);
                shift(b, lo, hi, -step);
            } else {
                d = delta(r, a, b);
                if (d > 0 && (d > 50 * temp || unif() >= exp(-d / temp))) continue;
                apply(r, a, b);
                if (tb == bench) { shift(a, r, R, 1); shift(b, r, R, -1); }
            }
            e += d;
            if (e < best && it > its / 4) {
                best = e;
                if (best < overall) {
                    overall = best;
                    memcpy(best_where, where, sizeof where);
                }
            }
        }
        if (e < overall) {
            overall = e;
            memcpy(best_where, where, sizeof where);
        }
        fprintf(stderr, "run %d: energy %lld (sum of squares with penalties %lld)\n", run, (long long)e,
                (long long)(e / scale));
    }
    printf("{\"players\": %d, \"energy\": %lld, \"rounds\": [", N, (long long)overall);
    for (int r = 0; r < R; r++) {
        printf("%s{\"tables\": [", r ? ", " : "");
        for (int t = 0; t < TABLES[r]; t++) {
            printf("%s[", t ? ", " : "");
            int k = 0;
            for (int p = 0; p < N; p++)
                if (best_where[r][p] == t) printf("%s%d", k++ ? ", " : "", p + 1);
            printf("]");
        }
        printf("], \"sitting_out\": [");
        int k = 0;
        for (int p = 0; p < N; p++)
            if (best_where[r][p] == TABLES[r]) printf("%s%d", k++ ? ", " : "", p + 1);
        printf("]}");
    }
    printf("]}\n");
    return 0;
}
