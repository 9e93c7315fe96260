#ifndef ALLFOURS_WHOLE_HAND_H
#define ALLFOURS_WHOLE_HAND_H
#include <string.h>

#include "play.h"

typedef struct {
    int score[2], winner, kicks, trump, plays;
} HandOutcome;

/* One random hand as benchmarks/engine_throughput.py's fast path plays it: the
 * deck (kept from hand to hand) shuffled by random keys, then the dealer, the
 * score, every decision and card from rng. */
void random_hand(const RulesC *r, MTState *rng, int *deck, HandOutcome *out);

#endif
