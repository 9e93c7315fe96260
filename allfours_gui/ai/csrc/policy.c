/* The rollouts' card: rollout.medium_card, through inference.model_card (the
 * medium rules on bit masks), line for line, with the same draws from the seat's
 * random stream. */
#include "policy.h"

static int min_rank(u64 m) {
    int best = -1, best_r = 99;
    while (m) {
        int c = lowest(m);
        m &= m - 1;
        if (RANK_OF[c] < best_r) {
            best = c;
            best_r = RANK_OF[c];
        }
    }
    return best;
}

static int max_rank(u64 m) {
    int best = -1, best_r = -1;
    while (m) {
        int c = lowest(m);
        m &= m - 1;
        if (RANK_OF[c] > best_r) {
            best = c;
            best_r = RANK_OF[c];
        }
    }
    return best;
}

/* medium.discard_key as one number: (first, rank) compared in that order */
static int discard_key(int c, int trump, int jack) {
    int r = RANK_OF[c];
    if (c == jack) return 100 * 16 + r;
    if (SUIT_OF[c] == trump) return (r >= RANK_TEN ? 20 + r : 1) * 16 + r;
    return (CARD_POINTS[c] + (CARD_POINTS[c] ? 2 : 0)) * 16 + r;
}

static int min_discard(u64 m, int trump, int jack) {
    int best = -1, key = 1 << 30;
    while (m) {
        int c = lowest(m);
        m &= m - 1;
        int k = discard_key(c, trump, jack);
        if (k < key) {
            best = c;
            key = k;
        }
    }
    return best;
}

/* medium.feed_score doubled (9.5 -> 19), so a whole number */
static int feed2(int c, int trump, int jack) {
    if (c == jack) return 200;
    if (SUIT_OF[c] == trump) return RANK_OF[c] == RANK_TEN ? 19 : -2;
    return 2 * CARD_POINTS[c];
}

int model_card(u64 hand, u64 legal, const PlayInfo *p, int trump) {
    int jack = trump * 13 + RANK_JACK;
    u64 unseen = FULL_DECK & ~hand & ~p->seen;
    u64 tm = SUIT_MASK[trump];
    if (!p->tlen) {
        if ((legal >> jack & 1) && !(ABOVE[jack] & unseen)) return jack;
        u64 mine = legal & tm;
        if (mine) {
            int best = highest(mine);
            int boss = !(ABOVE[best] & unseen);
            if (boss && (unseen >> jack & 1) && best > jack) return best;
            if (boss && (unseen & tm) && popcount(mine) >= 3) return best;
        }
        u64 plain = legal & ~tm;
        u64 bosses = plain & (HONOURS | TENS);
        int best_c = -1, best_v = -1;
        while (bosses) {
            int c = lowest(bosses);
            bosses &= bosses - 1;
            if (ABOVE[c] & unseen) continue;
            if (RANK_OF[c] == RANK_TEN && (unseen & tm)) continue;
            int v = RANK_OF[c] == RANK_TEN ? 5 : CARD_POINTS[c];
            if (v > best_v) {
                best_c = c;
                best_v = v;
            }
        }
        if (best_c >= 0) return best_c;
        u64 blanks = plain & BLANKS;
        if (blanks) return min_rank(blanks);
        return min_discard(legal, trump, jack);
    }
    int lead = p->lead, win = p->win, points = p->points, has_jack = p->has_jack;
    u64 opp_hold = p->opp_base & ~hand;
    const u64 *beat = BEATERS[trump][lead];
    u64 win_beaters = beat[win];
    int partner_wins = p->partner_wins;
    if (partner_wins && !(win_beaters & opp_hold)) {
        u64 keep = legal & ~win_beaters, m = legal & win_beaters;
        while (m) {
            int c = lowest(m);
            m &= m - 1;
            if (!(beat[c] & opp_hold)) keep |= 1ULL << c;
        }
        if (keep) {
            int best_c = -1, best_f = -1000000000, best_r = 0, first = 1;
            m = keep;
            while (m) {
                int c = lowest(m);
                m &= m - 1;
                int f = feed2(c, trump, jack), r = -RANK_OF[c];
                if (first || f > best_f || (f == best_f && r > best_r)) {
                    best_c = c;
                    best_f = f;
                    best_r = r;
                    first = 0;
                }
            }
            if (best_f > 0) return best_c;
            return min_discard(keep, trump, jack);
        }
    }
    u64 winners = legal & win_beaters, sure_m = 0, m = winners;
    while (m) {
        int c = lowest(m);
        m &= m - 1;
        if (!(beat[c] & opp_hold)) sure_m |= 1ULL << c;
    }
#define CHEAPEST_SURE() \
    ((sure_m >> jack & 1) ? jack : (sure_m & ~tm) ? min_rank(sure_m & ~tm) : lowest(sure_m))
    if (partner_wins) {
        if (sure_m && (points >= 10 || has_jack)) return CHEAPEST_SURE();
        u64 ntw = legal & ~(winners & tm);
        return min_discard(ntw ? ntw : legal, trump, jack);
    }
    if (has_jack && SUIT_OF[win] == trump && winners)
        return sure_m ? CHEAPEST_SURE() : highest(winners);
    if (sure_m) {
        int c = CHEAPEST_SURE();
        int cheap = SUIT_OF[c] != trump || RANK_OF[c] < RANK_TEN || c == jack;
        if (cheap || points + CARD_POINTS[c] >= 4 || popcount(hand) <= 2) return c;
    }
#undef CHEAPEST_SURE
    if (winners && (points >= 10 || has_jack)) {
        u64 strong = winners & ~(1ULL << jack);
        if (!strong) strong = winners;
        u64 t = strong & tm;
        return t ? highest(t) : max_rank(strong);
    }
    u64 plain_w = winners & ~tm;
    if (plain_w && !p->partner_after) return lowest(plain_w);
    return min_discard(legal, trump, jack);
}

static int nth_lowest(u64 m, int k) {
    while (k--) m &= m - 1;
    return lowest(m);
}

int medium_card(const PlayC *h, MTState *rng) {
    u64 m = play_legal(h);
    if (!(m & (m - 1))) return highest(m);
    if (mt_random(rng) < MEDIUM_EPSILON) return nth_lowest(m, (int)(mt_random(rng) * popcount(m)));
    int seat = h->turn;
    u64 dealt = 0, held = 0;
    for (int s = 0; s < h->n; s++) {
        dealt |= h->dealt_seat[s];
        held |= h->hands[s];
    }
    PlayInfo p = {0};
    p.seen = (dealt & ~held) | (1ULL << h->kick);
    if (!h->tlen) return model_card(h->hands[seat], m, &p, h->trump);
    int opp_after = 0;
    for (int i = 1; i < h->n - h->tlen; i++) {
        if (((seat + i) & 1) != (seat & 1)) opp_after = 1;
        else p.partner_after = 1;
    }
    p.tlen = h->tlen;
    p.lead = h->lead;
    p.win = h->win_card;
    p.partner_wins = (h->win_seat & 1) == (seat & 1);
    p.points = mask_points(h->trick_mask);
    p.has_jack = (int)(h->trick_mask >> (h->trump * 13 + RANK_JACK) & 1);
    p.opp_base = opp_after ? FULL_DECK & ~p.seen : 0;
    return model_card(h->hands[seat], m, &p, h->trump);
}
