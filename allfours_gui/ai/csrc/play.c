/* The play of a hand and its scoring (engine/hand.py: _play, hand_points,
 * _score_hand; ai/match_odds.py: win_chance), for the rollouts. */
#include "play.h"

double win_chance0(const RulesC *r, const int *score, int next_dealer_team) {
    int need0 = r->target - score[0], need1 = r->target - score[1];
    if (need0 < 0) need0 = 0;
    if (need1 < 0) need1 = 0;
    if (need0 == 0) return 1.0;
    if (need1 == 0) return 0.0;
    int w = r->target + 1;
    if (next_dealer_team == 0) return r->odds[need0 * w + need1];
    return 1.0 - r->odds[need1 * w + need0];
}

/* hand_points, then the points awarded in order until a side reaches the target:
 * returns the side that won the match (-1: none) and leaves the score in score. */
static int score_deal(const PlayC *h, u64 won0, u64 won1, int *score) {
    const RulesC *r = h->rules;
    int teams[4], pts[4], parts = 0;
    u64 tm = SUIT_MASK[h->trump];
    u64 t0 = h->dealt_team[0] & tm, trumps = t0 | (h->dealt_team[1] & tm);
    if (trumps) {
        teams[parts] = (t0 >> highest(trumps) & 1) ? 0 : 1;
        pts[parts++] = 1;
        teams[parts] = (t0 >> lowest(trumps) & 1) ? 0 : 1;
        pts[parts++] = 1;
    }
    int jack = h->trump * 13 + RANK_JACK;
    if (trumps >> jack & 1) {
        int holder = (t0 >> jack & 1) ? 0 : 1;
        int taker = (won0 >> jack & 1) ? 0 : 1;
        teams[parts] = taker;
        pts[parts++] = (taker != holder && r->hang_jack) ? r->hang_jack_value : 1;
    }
    int g0 = mask_points(won0), g1 = mask_points(won1);
    if (g0 != g1) {
        teams[parts] = g0 > g1 ? 0 : 1;
        pts[parts++] = r->game_point;
    } else if (r->tie_to_non_dealer) {
        teams[parts] = 1 - (h->dealer & 1);
        pts[parts++] = r->game_point;
    }
    for (int i = 0; i < parts; i++) {
        score[teams[i]] += pts[i];
        if (score[teams[i]] >= r->target) return teams[i];
    }
    return -1;
}

double deal_value(const PlayC *h, u64 won0, u64 won1) {
    int score[2] = {h->score[0], h->score[1]};
    int won_by = score_deal(h, h->won[0] | won0, h->won[1] | won1, score);
    if (won_by >= 0) return won_by == 0 ? 1.0 : 0.0;
    return win_chance0(h->rules, score, ((h->dealer + 1) % h->n) & 1);
}

double outcome_value(const PlayC *h) {
    if (h->winner >= 0) return h->winner == 0 ? 1.0 : 0.0;
    return win_chance0(h->rules, h->score, ((h->dealer + 1) % h->n) & 1);
}

u64 play_legal(const PlayC *h) {
    if (h->over) return 0;
    if (h->called >= 0) return 1ULL << h->called;
    return legal_cards(&h->rules->flags, h->hands[h->turn], h->trump, h->lead, h->win_card,
                       h->owe[h->turn]);
}

void play_card(PlayC *h, int card) {
    int s = h->turn;
    u64 b = 1ULL << card;
    h->hands[s] ^= b;
    h->called = -1;
    if (!h->tlen) {
        h->lead = SUIT_OF[card];
        h->win_card = card;
        h->win_seat = s;
        if (h->owe[s] >= 0) h->owe[s] = -1;
    } else {
        if (BEATERS[h->trump][h->lead][h->win_card] >> card & 1) {
            h->win_card = card;
            h->win_seat = s;
        }
        if (h->rules->flags.trump_and_follow) {
            int owed = owed_after(&h->rules->flags, h->hands[s], card, h->trump, h->lead);
            if (owed >= 0) h->owe[s] = owed;
        }
    }
    h->tseat[h->tlen] = s;
    h->tcard[h->tlen] = card;
    h->tlen++;
    h->trick_mask |= b;
    if (h->tlen < h->n) {
        h->turn = (s + 1) % h->n;
        return;
    }
    int winner = h->win_seat;
    h->won[winner & 1] |= h->trick_mask;
    h->tlen = 0;
    h->trick_mask = 0;
    h->lead = -1;
    h->turn = winner;
    if (!h->hands[winner]) {
        int won_by = score_deal(h, h->won[0], h->won[1], h->score);
        h->over = 1;
        h->winner = won_by;
    }
}
