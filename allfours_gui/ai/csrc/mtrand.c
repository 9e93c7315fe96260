/* CPython's random.Random (Modules/_randommodule.c): MT19937 seeded by
 * init_by_array, random() from two draws, so a rollout here draws the very numbers
 * the pure path draws from random.Random(seed). */
#include "play.h"

#define N 624
#define M 397

static void init_genrand(MTState *s, uint32_t seed) {
    s->mt[0] = seed;
    for (int i = 1; i < N; i++)
        s->mt[i] = 1812433253U * (s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) + (uint32_t)i;
    s->index = N;
}

void mt_seed_words(MTState *s, const uint32_t *key, size_t len) {
    init_genrand(s, 19650218U);
    size_t i = 1, j = 0;
    for (size_t k = N > len ? N : len; k; k--) {
        s->mt[i] = (s->mt[i] ^ ((s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) * 1664525U)) + key[j]
                   + (uint32_t)j;
        i++;
        j++;
        if (i >= N) {
            s->mt[0] = s->mt[N - 1];
            i = 1;
        }
        if (j >= len) j = 0;
    }
    for (size_t k = N - 1; k; k--) {
        s->mt[i] = (s->mt[i] ^ ((s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) * 1566083941U))
                   - (uint32_t)i;
        i++;
        if (i >= N) {
            s->mt[0] = s->mt[N - 1];
            i = 1;
        }
    }
    s->mt[0] = 0x80000000U;
    s->index = N;
}

uint32_t mt_uint32(MTState *s) {
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t y;
    if (s->index >= N) {
        int kk;
        for (kk = 0; kk < N - M; kk++) {
            y = (s->mt[kk] & 0x80000000U) | (s->mt[kk + 1] & 0x7fffffffU);
            s->mt[kk] = s->mt[kk + M] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < N - 1; kk++) {
            y = (s->mt[kk] & 0x80000000U) | (s->mt[kk + 1] & 0x7fffffffU);
            s->mt[kk] = s->mt[kk + (M - N)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (s->mt[N - 1] & 0x80000000U) | (s->mt[0] & 0x7fffffffU);
        s->mt[N - 1] = s->mt[M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        s->index = 0;
    }
    y = s->mt[s->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

double mt_random(MTState *s) {
    uint32_t a = mt_uint32(s) >> 5, b = mt_uint32(s) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* random.Random._randbelow (by getrandbits), for shuffle */
static uint32_t below(MTState *s, uint32_t n) {
    int k = 32 - __builtin_clz(n);
    uint32_t r = mt_uint32(s) >> (32 - k);
    while (r >= n) r = mt_uint32(s) >> (32 - k);
    return r;
}

void mt_shuffle_order(MTState *s, uint32_t *swap_with, size_t len) {
    for (size_t i = len - 1; i >= 1; i--) swap_with[i] = below(s, (uint32_t)i + 1);
}
