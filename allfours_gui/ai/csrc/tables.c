/* The card tables and the rules core's two questions (engine/trick_rules.py). */
#include "tables.h"

u64 SUIT_MASK[4];
int SUIT_OF[DECK], RANK_OF[DECK], CARD_POINTS[DECK];
u64 ABOVE[DECK];
u64 BEATERS[4][4][DECK];
u64 BLANKS, TENS, HONOURS, RANKS_QKA;
static int PATTERN_POINTS[8192];
static const int RANK_POINTS[13] = {0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4};

static u64 every_suit(u64 pattern) {
    return pattern | pattern << 13 | pattern << 26 | pattern << 39;
}

void tables_init(void) {
    for (int s = 0; s < 4; s++) SUIT_MASK[s] = 0x1FFFULL << (13 * s);
    for (int c = 0; c < DECK; c++) {
        SUIT_OF[c] = c / 13;
        RANK_OF[c] = c % 13;
        CARD_POINTS[c] = RANK_POINTS[c % 13];
        ABOVE[c] = SUIT_MASK[c / 13] & ~((2ULL << c) - 1);
    }
    for (int p = 1; p < 8192; p++) {
        int low = __builtin_ctz(p);
        PATTERN_POINTS[p] = PATTERN_POINTS[p & (p - 1)] + RANK_POINTS[low];
    }
    for (int t = 0; t < 4; t++)
        for (int l = 0; l < 4; l++)
            for (int c = 0; c < DECK; c++) {
                u64 b;
                if (SUIT_OF[c] == t) b = ABOVE[c];
                else if (SUIT_OF[c] == l) b = ABOVE[c] | SUIT_MASK[t];
                else b = SUIT_MASK[t];
                BEATERS[t][l][c] = b;
            }
    BLANKS = every_suit(0x00FF);
    TENS = every_suit(0x0100);
    HONOURS = every_suit(0x1E00);
    RANKS_QKA = every_suit(0x1C00);
}

int mask_points(u64 m) {
    return PATTERN_POINTS[m & 0x1FFF] + PATTERN_POINTS[(m >> 13) & 0x1FFF]
         + PATTERN_POINTS[(m >> 26) & 0x1FFF] + PATTERN_POINTS[(m >> 39) & 0x1FFF];
}

u64 legal_cards(const RuleFlags *r, u64 hand, int trump, int lead, int win, int owe) {
    if (lead < 0) {
        if (owe < 0) return hand;
        u64 m = hand & (SUIT_MASK[owe] | SUIT_MASK[trump]);
        return m ? m : hand;
    }
    u64 tm = SUIT_MASK[trump];
    if (lead == trump) {
        u64 m = hand & tm;
        return m ? m : hand;
    }
    u64 barred = 0;
    if (!r->undertrump && SUIT_OF[win] == trump && (hand & ~tm))
        barred = tm & ((1ULL << win) - 1);
    u64 follow = hand & SUIT_MASK[lead];
    if (follow) return (follow | (hand & tm)) & ~barred;
    if (r->void_must_trump) {
        u64 m = hand & tm & ~barred;
        return m ? m : (hand & ~barred);
    }
    return hand & ~barred;
}

int owed_after(const RuleFlags *r, u64 hand_after, int card, int trump, int lead) {
    if (r->trump_and_follow && lead >= 0 && lead != trump && SUIT_OF[card] == trump
        && (hand_after & SUIT_MASK[lead]))
        return lead;
    return -1;
}
