#ifndef ALLFOURS_SOLVER_H
#define ALLFOURS_SOLVER_H
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "play.h"

/* One solve's state: ai/endgame.py's _Solver, as plain C. */
typedef struct {
    int n, trump, jack, jack_holder, jack_won, owing, use_table, failed;
    int g_base[2];
    int owe[4];
    RuleFlags rules;
    double cache[9];
    int have[9];
    const PlayC *hand;  /* the deal being solved, valued here (play.c), or NULL and: */
    PyObject *value_fn; /* value(won0, won1) -> float: _Solver.value */
    PyObject *check_fn; /* check(nodes), or NULL: raises to stop (the lens's cancel) */
    long long nodes;
    void *entries;
    size_t cap, count;
} SolverC;

double solver_search(SolverC *s, u64 *hands, int turn, int *tseat, int *tcard, int tlen,
                     int win, int win_seat, u64 won0, u64 won1, double alpha, double beta,
                     u64 first_mask);
void solver_clear(SolverC *s);
/* endgame.solve(h): team 0's value with every card known; -1 with an error set */
double solve_hand(const PlayC *h);

#endif
