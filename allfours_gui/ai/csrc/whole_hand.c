/* A whole hand from the shuffle to the score (engine/hand.py: the deal, the kick,
 * stand or beg, give one or run the pack, the redeal and the play), played with
 * random choices exactly as benchmarks/engine_throughput.py's "fast" path plays
 * the engine, draw for draw: the compiled figure of whole hands a second, and a
 * check of the deal and the pack's runs against the engine
 * (tests/ai/test_native.py). */
#include "whole_hand.h"

enum { STAND = 0, ANSWER = 1, PLAY = 2, OVER = 3 };

typedef struct {
    PlayC p;
    int deck[DECK], pos, phase, first, packet, kicks;
    MTState *shuffler;
} WholeHand;

static void award(WholeHand *w, int team, int points) {
    PlayC *h = &w->p;
    if (h->winner >= 0) return;
    h->score[team] += points;
    if (h->score[team] >= h->rules->target) {
        h->winner = team;
        h->over = 1;
        w->phase = OVER;
    }
}

static int kick_points(const RulesC *r, int rank) {
    if (rank == 12) return 1;
    if (rank == RANK_JACK) return 3;
    if (rank == (r->kick_six ? 4 : 0)) return 2;
    return 0;
}

static int turn_kick(WholeHand *w) {
    int kick = w->deck[w->pos++];
    w->p.kick = kick;
    w->kicks++;
    int pts = kick_points(w->p.rules, RANK_OF[kick]);
    if (pts) award(w, w->p.dealer & 1, pts);
    return kick;
}

static void deal_and_kick(WholeHand *w, int per_seat) {
    PlayC *h = &w->p;
    for (int round = 0; round < per_seat / w->packet; round++)
        for (int i = 1; i <= h->n; i++) {
            int seat = (h->dealer + i) % h->n;
            for (int k = 0; k < w->packet; k++) {
                u64 b = 1ULL << w->deck[w->pos++];
                h->hands[seat] |= b;
                h->dealt_seat[seat] |= b;
                h->dealt_team[seat & 1] |= b;
            }
        }
    turn_kick(w);
}

static void start_play(WholeHand *w, int trump) {
    w->p.trump = trump;
    w->phase = PLAY;
    w->p.turn = w->first;
}

static void reset_deal(WholeHand *w) {
    PlayC *h = &w->p;
    w->pos = 0;
    for (int i = 0; i < 4; i++) {
        h->hands[i] = h->dealt_seat[i] = 0;
        h->owe[i] = -1;
    }
    h->dealt_team[0] = h->dealt_team[1] = h->won[0] = h->won[1] = h->trick_mask = 0;
    h->called = -1;
    h->tlen = 0;
    h->lead = h->win_card = h->win_seat = -1;
    h->trump = -1;
    h->turn = w->first;
}

static void deal_fresh(WholeHand *w) {
    deal_and_kick(w, 6);
    if (w->p.winner < 0) {
        w->p.trump = SUIT_OF[w->p.kick];
        w->phase = STAND;
        w->p.turn = w->first;
    }
}

static void redeal(WholeHand *w) {
    uint32_t swap[DECK];
    for (int i = 0; i < DECK; i++) w->deck[i] = i;
    mt_shuffle_order(w->shuffler, swap, DECK);
    for (int i = DECK - 1; i >= 1; i--) {
        int t = w->deck[i];
        w->deck[i] = w->deck[swap[i]];
        w->deck[swap[i]] = t;
    }
    reset_deal(w);
    deal_fresh(w);
}

static int kick_rest(WholeHand *w, int old_suit) {
    while (w->pos < DECK) {
        int kick = turn_kick(w);
        if (w->p.winner >= 0) return 1;
        if (SUIT_OF[kick] != old_suit) {
            start_play(w, SUIT_OF[kick]);
            return 1;
        }
    }
    return 0;
}

static void run_pack(WholeHand *w) {
    int old_suit = SUIT_OF[w->p.kick];
    for (;;) {
        deal_and_kick(w, 3);
        if (w->p.winner >= 0) return;
        if (SUIT_OF[w->p.kick] != old_suit) {
            start_play(w, SUIT_OF[w->p.kick]);
            return;
        }
        if (DECK - w->pos < 3 * w->p.n + 1) {
            if (!w->p.rules->pack_out_kicks || !kick_rest(w, old_suit)) redeal(w);
            return;
        }
    }
}

static int give_barred(const WholeHand *w) {
    const RulesC *r = w->p.rules;
    if (!r->give_one) return 1;
    if (!r->give_at_brink && w->p.score[w->first & 1] + 1 >= r->target) return 1;
    return r->give_needs_trump && !(w->p.hands[w->p.dealer] & SUIT_MASK[w->p.trump]);
}

static void decide(WholeHand *w, int change) {
    PlayC *h = &w->p;
    if (w->phase == STAND) {
        int barred = h->rules->stand_needs_trump && !(h->hands[w->first] & SUIT_MASK[h->trump]);
        if (change || barred) {
            w->phase = ANSWER;
            h->turn = h->dealer;
        } else {
            start_play(w, h->trump);
        }
    } else if (change || give_barred(w)) {
        run_pack(w);
    } else {
        award(w, w->first & 1, 1);
        if (h->winner < 0) start_play(w, h->trump);
    }
}

/* a stable sort of the deck by one random key a card, as list.sort(key=...): the
 * keys are uniform in [0, 1), so by buckets of their first bits (in order, so ties
 * keep their order), each bucket then sorted by insertion */
static void shuffle_by_keys(int *deck, MTState *rng) {
    enum { BUCKETS = 64 };
    double key[DECK];
    int start[BUCKETS + 1] = {0}, order[DECK], out[DECK];
    for (int i = 0; i < DECK; i++) {
        key[i] = mt_random(rng);
        start[(int)(key[i] * BUCKETS) + 1]++;
    }
    for (int b = 0; b < BUCKETS; b++) start[b + 1] += start[b];
    int fill[BUCKETS];
    memcpy(fill, start, sizeof fill);
    for (int i = 0; i < DECK; i++) order[fill[(int)(key[i] * BUCKETS)]++] = i;
    for (int b = 0; b < BUCKETS; b++)
        for (int i = start[b] + 1; i < start[b + 1]; i++) {
            int v = order[i], j = i - 1;
            while (j >= start[b] && key[order[j]] > key[v]) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = v;
        }
    for (int i = 0; i < DECK; i++) out[i] = deck[order[i]];
    memcpy(deck, out, sizeof out);
}

void random_hand(const RulesC *r, MTState *rng, int *deck, HandOutcome *out) {
    WholeHand w;
    memset(&w, 0, sizeof w);
    PlayC *h = &w.p;
    h->rules = r;
    h->n = r->players;
    shuffle_by_keys(deck, rng);
    h->dealer = (int)(mt_random(rng) * h->n);
    h->score[0] = (int)(mt_random(rng) * 13);
    h->score[1] = (int)(mt_random(rng) * 13);
    h->winner = -1;
    w.first = (h->dealer + 1) % h->n;
    w.packet = 3;
    w.shuffler = rng;
    memcpy(w.deck, deck, sizeof w.deck);
    reset_deal(&w);
    w.phase = STAND;
    deal_fresh(&w);
    int plays = 0;
    while (w.phase != OVER) {
        if (w.phase == PLAY) {
            u64 m = play_legal(h);
            int i = (int)(mt_random(rng) * popcount(m));
            while (i--) m &= m - 1;
            play_card(h, lowest(m));
            plays++;
            if (h->over) w.phase = OVER;
        } else {
            decide(&w, mt_random(rng) < 0.5);
        }
    }
    out->score[0] = h->score[0];
    out->score[1] = h->score[1];
    out->winner = h->winner;
    out->kicks = w.kicks;
    out->trump = h->trump;
    out->plays = plays;
}
