/* The deals the searches sample (ai/sampling.py: Sampler.sample_cards and weight,
 * with inference.PlayModel.seat_weight), line for line and draw for draw. */
#include "sampler.h"

#include <math.h>

static const double TRUMP_VALUE[13] = {1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0,
                                       1.0, 1.5, 2.5, 2.0, 3.0, 4.0};

/* knowledge.trump_strength */
static double trump_strength(u64 hand, int trump) {
    double s = 0.0;
    u64 t = hand & SUIT_MASK[trump];
    while (t) {
        s += TRUMP_VALUE[lowest(t) % 13];
        t &= t - 1;
    }
    u64 aces = hand & (1ULL << 12 | 1ULL << 25 | 1ULL << 38 | 1ULL << 51) & ~SUIT_MASK[trump];
    return s + 0.5 * popcount(aces);
}

/* a stable sort of idx[0..k) by keys (Python's sort by a key: ties keep order) */
static void sort_by(int *idx, const double *major, const double *minor, int k) {
    for (int i = 1; i < k; i++) {
        int v = idx[i], j = i - 1;
        while (j >= 0 && (major[idx[j]] > major[v]
                          || (major[idx[j]] == major[v] && minor[idx[j]] > minor[v]))) {
            idx[j + 1] = idx[j];
            j--;
        }
        idx[j + 1] = v;
    }
}

int sample_cards(const SamplerC *s, MTState *rng, u64 *hands) {
    int n = s->n;
    double major[DECK], minor[DECK];
    int order[DECK];
    for (int attempt = 0; attempt < s->tries; attempt++) {
        for (int i = 0; i < n; i++) hands[i] = i == s->seat ? 0 : s->exposed[i];
        int room[5];
        for (int i = 0; i <= n; i++) room[i] = s->room[i];
        int ok = 1;
        for (int i = 0; i < s->n_con; i++) {
            major[i] = s->con_n[i];
            minor[i] = mt_random(rng);
            order[i] = i;
        }
        sort_by(order, major, minor, s->n_con);
        for (int k = 0; k < s->n_con; k++) {
            int i = order[k];
            const int *holders = s->con_holders[i];
            int nh = s->con_n[i], total = 0;
            for (int j = 0; j < nh; j++) total += room[holders[j]];
            if (total == 0) {
                ok = 0;
                break;
            }
            double r = mt_random(rng) * total;
            int who = holders[0];
            for (int j = 0; j < nh; j++) {
                who = holders[j];
                r -= room[who];
                if (r < 0 && room[who]) break;
            }
            if (!room[who]) /* float rounding ran past the end */
                for (int j = 0; j < nh; j++)
                    if (room[holders[j]]) {
                        who = holders[j];
                        break;
                    }
            room[who]--;
            if (who != n) hands[who] |= 1ULL << s->con_card[i];
        }
        if (!ok) continue;
        int rest = s->n_open;
        for (int i = 0; i < rest; i++) {
            major[i] = mt_random(rng);
            minor[i] = 0.0;
            order[i] = i;
        }
        sort_by(order, major, minor, rest);
        int at = 0;
        for (int e = 0; e < s->n_everyone; e++) {
            int who = s->everyone[e], k = room[who];
            if (who != n)
                for (int j = at; j < at + k; j++) hands[who] |= 1ULL << s->open[order[j]];
            at += k;
        }
        return 1;
    }
    return 0;
}

/* inference.PlayModel.seat_weight */
static double seat_weight(const SamplerC *s, int seat, u64 hand_now) {
    double w = 1.0, eps = s->epsilon;
    int trump = s->trump, owe = -1;
    for (int i = 0; i < s->n_plays[seat]; i++) {
        const PastPlay *p = &s->plays[seat][i];
        u64 hand = hand_now | p->later;
        u64 legal = legal_cards(&s->flags, hand, trump, p->info.lead, p->info.win, owe);
        int count = popcount(legal);
        if (count > 1) {
            int choice = model_card(hand, legal, &p->info, trump);
            int r = RANK_OF[choice], kind;
            if (SUIT_OF[choice] == trump) kind = r == RANK_JACK ? 5 : r >= RANK_TEN ? 4 : 3;
            else kind = r == RANK_TEN ? 2 : r >= RANK_JACK ? 1 : 0;
            u64 same = legal & s->kinds[kind];
            double hit = (same >> p->card & 1) ? (1.0 - eps) / popcount(same) : 0.0;
            w *= hit + eps / count;
        }
        if (s->flags.trump_and_follow) {
            if (p->info.lead < 0) owe = -1;
            else {
                int o = owed_after(&s->flags, hand & ~(1ULL << p->card), p->card, trump,
                                   p->info.lead);
                if (o >= 0) owe = o;
            }
        }
    }
    return w;
}

double deal_weight(const SamplerC *s, const u64 *hands) {
    double w = 1.0;
    for (int i = 0; i < s->n_checks; i++) {
        int seat = s->check_seat[i];
        double st = trump_strength(hands[seat] | s->played[seat], s->trump);
        double p = 1.0 / (1.0 + exp(-(st - s->check_at[i])));
        w *= s->check_kept[i] ? p : 1.0 - p;
    }
    if (s->has_model) {
        double m = 1.0;
        for (int i = 0; i < s->n_model_seats; i++) {
            int seat = s->model_seats[i];
            m *= seat_weight(s, seat, hands[seat]);
        }
        w *= m;
    }
    return w;
}
