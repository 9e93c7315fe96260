#ifndef ALLFOURS_SAMPLER_H
#define ALLFOURS_SAMPLER_H
#include "policy.h"

#define MAX_PLAYS 64 /* past plays of one seat in a deal: at most 13 */
#define MAX_CHECKS 8

/* One past play of another seat, as inference.Play */
typedef struct {
    int card;
    u64 later;
    PlayInfo info;
} PastPlay;

/* sampling.Sampler for one view, as plain C (sampler.c). Holders are seats, the
 * pack is holder n. */
typedef struct {
    int n, seat, trump, candidates, tries;
    u64 exposed[4], played[4];
    int room[5];
    int everyone[5], n_everyone;
    int open[DECK], n_open;
    int con_card[DECK], con_holders[DECK][5], con_n[DECK], n_con;
    int check_seat[MAX_CHECKS], check_kept[MAX_CHECKS], n_checks;
    double check_at[MAX_CHECKS];
    int has_model, model_seats[4], n_model_seats;
    double epsilon;
    PastPlay plays[4][MAX_PLAYS];
    int n_plays[4];
    u64 kinds[6];
    RuleFlags flags;
} SamplerC;

/* One draw of sample_cards: 1 and the hands (by seat, the view's own seat 0),
 * or 0 when the quick draws all failed (the caller places the cards as
 * Sampler._fitting does). */
int sample_cards(const SamplerC *s, MTState *rng, u64 *hands);
double deal_weight(const SamplerC *s, const u64 *hands);

#endif
