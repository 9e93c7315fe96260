#ifndef ALLFOURS_POLICY_H
#define ALLFOURS_POLICY_H
#include "play.h"

#define MEDIUM_EPSILON 0.05 /* rollout.MEDIUM_EPSILON */

/* inference.Play: what model_card reads of the trick as the seat saw it */
typedef struct {
    u64 seen, opp_base;
    int tlen, lead, win, partner_wins, points, has_jack, partner_after;
} PlayInfo;

int model_card(u64 hand, u64 legal, const PlayInfo *p, int trump);

#endif
