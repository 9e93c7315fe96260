/* The endgame solver of ai/endgame.py (_Solver.search), compiled: alpha-beta over
 * the last tricks with every card known, the same move order, the same pruning of
 * equal cards and the same transposition table, so it returns the same values and
 * counts the same nodes. A deal's end is valued by calling back into Python
 * (_Solver.value), cached here by what that value depends on: who took the jack
 * and which side has more card points. */
#include "solver.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { EXACT = 0, LOWER = 1, UPPER = 2 };
#define CHECK_EVERY 0x1FFF

/* ------------------------------------------------ transposition table */
typedef struct {
    u64 hands[4];
    int8_t turn, p0, p1, jack, owe[4];
} Key;

typedef struct {
    Key key;
    double v;
    int8_t flag, used;
} Entry;

static uint64_t key_hash(const Key *k) {
    uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < 4; i++) {
        h ^= k->hands[i] + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    }
    uint64_t small;
    memcpy(&small, &k->turn, sizeof small);
    h ^= small * 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 31;
    h *= 0x94D049BB133111EBULL;
    return h ^ (h >> 29);
}

static int key_eq(const Key *a, const Key *b) { return memcmp(a, b, sizeof(Key)) == 0; }

static Entry *table_find(SolverC *s, const Key *k) {
    size_t mask = s->cap - 1;
    for (size_t i = key_hash(k) & mask;; i = (i + 1) & mask) {
        Entry *e = &((Entry *)s->entries)[i];
        if (!e->used || key_eq(&e->key, k)) return e;
    }
}

static int table_grow(SolverC *s) {
    size_t old_cap = s->cap;
    Entry *old = s->entries;
    size_t cap = old_cap ? old_cap * 2 : 256;
    Entry *fresh = calloc(cap, sizeof(Entry));
    if (!fresh) return -1;
    s->entries = fresh;
    s->cap = cap;
    for (size_t i = 0; i < old_cap; i++)
        if (old[i].used) *table_find(s, &old[i].key) = old[i];
    free(old);
    return 0;
}

static int table_put(SolverC *s, const Key *k, double v, int flag) {
    if ((s->count + 1) * 2 > s->cap && table_grow(s) < 0) return -1;
    Entry *e = table_find(s, k);
    if (!e->used) {
        e->used = 1;
        e->key = *k;
        s->count++;
    }
    e->v = v;
    e->flag = (int8_t)flag;
    return 0;
}

void solver_clear(SolverC *s) {
    free(s->entries);
    s->entries = NULL;
    s->cap = s->count = 0;
}

/* ------------------------------------------------------------ values */
static double value(SolverC *s, u64 won0, u64 won1) {
    int taker = -1;
    if (s->jack_won >= 0) taker = s->jack_won;
    else if (s->jack_holder >= 0) taker = (won0 >> s->jack & 1) ? 0 : 1;
    int g0 = s->g_base[0] + mask_points(won0), g1 = s->g_base[1] + mask_points(won1);
    int slot = (taker + 1) * 3 + (g0 > g1 ? 2 : g0 == g1 ? 1 : 0);
    if (s->have[slot]) return s->cache[slot];
    if (s->hand) {
        s->have[slot] = 1;
        return s->cache[slot] = deal_value(s->hand, won0, won1);
    }
    PyObject *r = PyObject_CallFunction(s->value_fn, "KK", (unsigned long long)won0,
                                        (unsigned long long)won1);
    if (!r) {
        s->failed = 1;
        return 0.0;
    }
    double v = PyFloat_AsDouble(r);
    Py_DECREF(r);
    if (v == -1.0 && PyErr_Occurred()) {
        s->failed = 1;
        return 0.0;
    }
    s->cache[slot] = v;
    s->have[slot] = 1;
    return v;
}

static double last_trick(SolverC *s, const u64 *hands, int turn, u64 won0, u64 won1) {
    int lead_card = highest(hands[turn]);
    const u64 *beat = BEATERS[s->trump][SUIT_OF[lead_card]];
    int win = lead_card, win_seat = turn;
    u64 tmask = 0;
    for (int seat = 0; seat < s->n; seat++) {
        int c = highest(hands[seat]);
        tmask |= hands[seat];
        if (seat != turn && (beat[win] >> c & 1)) {
            win = c;
            win_seat = seat;
        }
    }
    if (win_seat & 1) return value(s, won0, won1 | tmask);
    return value(s, won0 | tmask, won1);
}

/* ------------------------------------------------------------ search */
double solver_search(SolverC *s, u64 *hands, int turn, int *tseat, int *tcard, int tlen,
                     int win, int win_seat, u64 won0, u64 won1, double alpha, double beta,
                     u64 first_mask) {
    if (s->check_fn && !(s->nodes & CHECK_EVERY)) {
        PyObject *r = PyObject_CallFunction(s->check_fn, "L", (long long)s->nodes);
        if (!r) {
            s->failed = 1;
            return 0.0;
        }
        Py_DECREF(r);
    }
    s->nodes++;
    const int n = s->n, trump = s->trump, jack = s->jack;
    u64 hand = hands[turn];
    if (!hand) return value(s, won0, won1);
    if (!tlen && !(hand & (hand - 1))) return last_trick(s, hands, turn, won0, won1);
    Key key;
    int keyed = 0;
    if (s->use_table && !tlen && !first_mask) {
        memset(&key, 0, sizeof key);
        for (int i = 0; i < n; i++) key.hands[i] = hands[i];
        key.turn = (int8_t)turn;
        key.p0 = (int8_t)mask_points(won0);
        key.p1 = (int8_t)mask_points(won1);
        key.jack = (won0 >> jack & 1) ? 0 : (won1 >> jack & 1) ? 1 : -1;
        if (s->owing)
            for (int i = 0; i < n; i++) key.owe[i] = (int8_t)s->owe[i];
        keyed = 1;
        if (s->cap) {
            Entry *e = table_find(s, &key);
            if (e->used) {
                double v = e->v;
                int flag = e->flag;
                if (flag == EXACT || (flag == LOWER && v >= beta) || (flag == UPPER && v <= alpha))
                    return v;
                if (flag == LOWER && v > alpha) alpha = v;
                else if (flag == UPPER && v < beta) beta = v;
            }
        }
    }
    double alpha0 = alpha, beta0 = beta;
    int lead = tlen ? SUIT_OF[tcard[0]] : -1;
    u64 m = first_mask ? first_mask : legal_cards(&s->rules, hand, trump, lead, win, s->owe[turn]);
    int maximise = (turn & 1) == 0;
    double best = maximise ? -1.0 : 2.0;
    u64 live = 0;
    for (int i = 0; i < n; i++) live |= hands[i];
    for (int i = 0; i < tlen; i++) live |= 1ULL << tcard[i];
    int cards[DECK], ncards = 0, prev = -1;
    while (m) {
        int c = highest(m);
        m ^= 1ULL << c;
        if (prev >= 0 && SUIT_OF[c] == SUIT_OF[prev] && CARD_POINTS[c] == CARD_POINTS[prev]
            && c != jack && prev != jack && !(live & ((1ULL << prev) - (2ULL << c)))) {
            prev = c;
            continue;
        }
        cards[ncards++] = c;
        prev = c;
    }
    const u64 *beat = tlen ? BEATERS[trump][lead] : NULL;
    int owed = s->owe[turn];
    for (int i = 0; i < ncards; i++) {
        int c = cards[i];
        u64 b = 1ULL << c;
        hands[turn] = hand ^ b;
        int nw, nws;
        if (!beat) {
            nw = c;
            nws = turn;
            s->owe[turn] = -1;
        } else {
            nw = win;
            nws = win_seat;
            if (beat[win] >> c & 1) {
                nw = c;
                nws = turn;
            }
            if (s->owing) {
                int o = owed_after(&s->rules, hand ^ b, c, trump, lead);
                s->owe[turn] = o < 0 ? owed : o;
            }
        }
        tseat[tlen] = turn;
        tcard[tlen] = c;
        double v;
        if (tlen + 1 == n) {
            u64 tmask = 0;
            for (int j = 0; j < n; j++) tmask |= 1ULL << tcard[j];
            int seat2[4], card2[4];
            if (nws & 1)
                v = solver_search(s, hands, nws, seat2, card2, 0, -1, -1, won0, won1 | tmask,
                                  alpha, beta, 0);
            else
                v = solver_search(s, hands, nws, seat2, card2, 0, -1, -1, won0 | tmask, won1,
                                  alpha, beta, 0);
        } else {
            v = solver_search(s, hands, (turn + 1) % n, tseat, tcard, tlen + 1, nw, nws, won0,
                              won1, alpha, beta, 0);
        }
        hands[turn] = hand;
        s->owe[turn] = owed;
        if (s->failed) return 0.0;
        if (maximise) {
            if (v > best) best = v;
            if (best > alpha) alpha = best;
        } else {
            if (v < best) best = v;
            if (best < beta) beta = best;
        }
        if (alpha >= beta) break;
    }
    if (keyed) {
        int flag = best <= alpha0 ? UPPER : best >= beta0 ? LOWER : EXACT;
        if (table_put(s, &key, best, flag) < 0) {
            if (!s->hand) PyErr_NoMemory(); /* solve_hand runs without the GIL: its caller says it */
            s->failed = 1;
            return 0.0;
        }
    }
    return best;
}

double solve_hand(const PlayC *h) {
    SolverC s;
    memset(&s, 0, sizeof s);
    s.hand = h;
    s.n = h->n;
    s.trump = h->trump;
    s.jack = h->trump * 13 + RANK_JACK;
    u64 tm = SUIT_MASK[h->trump], t0 = h->dealt_team[0] & tm;
    u64 trumps = t0 | (h->dealt_team[1] & tm);
    s.jack_holder = (trumps >> s.jack & 1) ? ((t0 >> s.jack & 1) ? 0 : 1) : -1;
    s.jack_won = (h->won[0] >> s.jack & 1) ? 0 : (h->won[1] >> s.jack & 1) ? 1 : -1;
    s.g_base[0] = mask_points(h->won[0]);
    s.g_base[1] = mask_points(h->won[1]);
    s.rules = h->rules->flags;
    s.owing = s.rules.trump_and_follow;
    /* the table only pays for itself on larger ends (its values are exact either way:
     * a table changes the nodes searched, never a value) */
    int left = 0;
    for (int i = 0; i < h->n; i++) left += popcount(h->hands[i]);
    s.use_table = left > 8;
    for (int i = 0; i < h->n; i++) s.owe[i] = h->owe[i];
    u64 hands[4];
    int tseat[4], tcard[4];
    memcpy(hands, h->hands, sizeof hands);
    memcpy(tseat, h->tseat, sizeof tseat);
    memcpy(tcard, h->tcard, sizeof tcard);
    int win = h->tlen ? h->win_card : -1, win_seat = h->tlen ? h->win_seat : -1;
    double v = solver_search(&s, hands, h->turn, tseat, tcard, h->tlen, win, win_seat, 0, 0,
                             -1.0, 2.0, play_legal(h));
    solver_clear(&s);
    return s.failed ? -1.0 : v;
}
