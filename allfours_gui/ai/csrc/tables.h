/* The card tables of engine/cards.py and engine/trick_rules.py, as C arrays.
 * A card is suit * 13 + rank (rank 0 = two ... 12 = ace); a hand is a bit mask.
 * Filled once by tables_init() from the same definitions; the property tests
 * (tests/ai/test_native.py) check every function built on them against the
 * pure-Python modules. */
#ifndef ALLFOURS_TABLES_H
#define ALLFOURS_TABLES_H
#include <stddef.h>
#include <stdint.h>

typedef uint64_t u64;

#define DECK 52
#define FULL_DECK ((1ULL << DECK) - 1)
#define RANK_TEN 8
#define RANK_JACK 9

extern u64 SUIT_MASK[4];
extern int SUIT_OF[DECK], RANK_OF[DECK], CARD_POINTS[DECK];
extern u64 ABOVE[DECK];
extern u64 BEATERS[4][4][DECK]; /* [trump][lead][win]: the cards that beat win */
extern u64 BLANKS, TENS, HONOURS, RANKS_QKA;

void tables_init(void);
int mask_points(u64 m);

static inline int highest(u64 m) { return 63 - __builtin_clzll(m); }
static inline int lowest(u64 m) { return __builtin_ctzll(m); }
static inline int popcount(u64 m) { return __builtin_popcountll(m); }

/* trick_rules.legal_for(rules)(hand, trump, lead, win, owe) */
typedef struct {
    int undertrump, void_must_trump, trump_and_follow;
} RuleFlags;

u64 legal_cards(const RuleFlags *r, u64 hand, int trump, int lead, int win, int owe);
/* trick_rules.owed_after */
int owed_after(const RuleFlags *r, u64 hand_after, int card, int trump, int lead);

#endif
