/* A hand in its play phase, as plain C: the fields of engine/hand.py's HandState
 * that the play, the rollout policy and the scoring read (play.c), and the
 * rule set's numbers they need (RulesC). */
#ifndef ALLFOURS_PLAY_H
#define ALLFOURS_PLAY_H
#include "tables.h"

typedef struct {
    int players, target, game_point, hang_jack, hang_jack_value, tie_to_non_dealer;
    RuleFlags flags;
    /* what only a whole hand reads (whole_hand.c): the kick's scoring (a six, else a
     * two, scores 2), the bars on standing and giving, the pack running out */
    int kick_six, stand_needs_trump, give_one, give_at_brink, give_needs_trump, pack_out_kicks;
    double *odds; /* match_odds._table: odds[x * (target + 1) + y] */
} RulesC;

typedef struct {
    const RulesC *rules;
    int n, trump, dealer, kick, turn, called, over, winner;
    u64 hands[4], dealt_seat[4], dealt_team[2], won[2], trick_mask;
    int tseat[4], tcard[4], tlen, lead, win_card, win_seat;
    int owe[4];
    int score[2];
} PlayC;

/* match_odds.win_chance(rules, score, 0, next_dealer_team) */
double win_chance0(const RulesC *r, const int *score, int next_dealer_team);
/* ismcts.outcome_value once over */
double outcome_value(const PlayC *h);
u64 play_legal(const PlayC *h);
void play_card(PlayC *h, int card);
/* team 0's value of a played-out deal with these piles (endgame._Solver.value) */
double deal_value(const PlayC *h, u64 won0, u64 won1);

/* MT19937 as CPython's random.Random */
typedef struct {
    uint32_t mt[624];
    int index;
} MTState;
double mt_random(MTState *s);
uint32_t mt_uint32(MTState *s);
/* random.Random.shuffle's draws: swap_with[i] for i = len - 1 down to 1 */
void mt_shuffle_order(MTState *s, uint32_t *swap_with, size_t len);
void mt_seed_words(MTState *s, const uint32_t *key, size_t len);

/* rollout.medium_card, with inference.model_card */
int medium_card(const PlayC *h, MTState *rng);

#endif
