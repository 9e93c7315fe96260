/* The Python faces of play.c and mtrand.c: Rules (a rule set's numbers), Hand (a
 * hand in play, built from a HandState by ai/native.py), Random (random.Random's
 * stream), and the rollout's functions medium_card, solve and finish. */
#include "hand_types.h"

#include "convert.h"

#include "policy.h"
#include "solver.h"
#include "whole_hand.h"

/* ------------------------------------------------------------- Rules */
static void Rules_dealloc(RulesObject *self) {
    PyMem_Free(self->r.odds);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Rules_init(RulesObject *self, PyObject *args, PyObject *kw) {
    static char *names[] = {"players", "target", "game_point", "hang_jack", "hang_jack_value",
                            "tie_to_non_dealer", "undertrump", "void_must_trump",
                            "trump_and_follow", "odds", "kick_six", "stand_needs_trump",
                            "give_one", "give_at_brink", "give_needs_trump", "pack_out_kicks",
                            NULL};
    RulesC *r = &self->r;
    PyObject *odds;
    r->kick_six = r->give_one = r->give_at_brink = 1;
    r->stand_needs_trump = r->give_needs_trump = r->pack_out_kicks = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "iiipippppO|pppppp", names, &r->players,
                                     &r->target, &r->game_point, &r->hang_jack,
                                     &r->hang_jack_value, &r->tie_to_non_dealer,
                                     &r->flags.undertrump, &r->flags.void_must_trump,
                                     &r->flags.trump_and_follow, &odds, &r->kick_six,
                                     &r->stand_needs_trump, &r->give_one, &r->give_at_brink,
                                     &r->give_needs_trump, &r->pack_out_kicks))
        return -1;
    if ((r->players != 2 && r->players != 4) || r->target < 1 || r->target > 1000) {
        PyErr_SetString(PyExc_ValueError, "two or four players and a target of 1 to 1000");
        return -1;
    }
    Py_ssize_t w = r->target + 1;
    PyObject *fast = PySequence_Fast(odds, "odds");
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != w * w) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "odds: (target + 1) ** 2 chances, row by row");
        return -1;
    }
    PyMem_Free(r->odds);
    r->odds = PyMem_New(double, (size_t)(w * w));
    if (!r->odds) {
        Py_DECREF(fast);
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < w * w; i++) {
        r->odds[i] = PyFloat_AsDouble(PySequence_Fast_GET_ITEM(fast, i));
        if (r->odds[i] == -1.0 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
    }
    Py_DECREF(fast);
    return 0;
}

PyTypeObject RulesType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "allfours_gui.ai._native.Rules",
    .tp_basicsize = sizeof(RulesObject),
    .tp_dealloc = (destructor)Rules_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A rule set's numbers for the compiled rollouts",
    .tp_init = (initproc)Rules_init,
    .tp_new = PyType_GenericNew,
};

/* -------------------------------------------------------------- Hand */
static void Hand_dealloc(HandObject *self) {
    Py_XDECREF(self->rules);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Hand_init(HandObject *self, PyObject *args, PyObject *kw) {
    static char *names[] = {"rules", "dealer", "trump", "kick", "turn", "called", "hands",
                            "dealt_seat", "dealt_team", "won", "owe", "score", "trick", NULL};
    PyObject *rules, *hands, *dealt_seat, *dealt_team, *won, *owe, *score, *trick;
    PlayC *h = &self->h;
    memset(h, 0, sizeof *h);
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O!iiiiiOOOOOOO", names, &RulesType, &rules,
                                     &h->dealer, &h->trump, &h->kick, &h->turn, &h->called,
                                     &hands, &dealt_seat, &dealt_team, &won, &owe, &score,
                                     &trick))
        return -1;
    const RulesC *r = &((RulesObject *)rules)->r;
    int n = h->n = r->players;
    if (h->dealer < 0 || h->dealer >= n || h->trump < 0 || h->trump > 3 || h->kick < 0
        || h->kick >= DECK || h->turn < 0 || h->turn >= n || h->called < -1
        || h->called >= DECK) {
        PyErr_SetString(PyExc_ValueError, "a seat, a suit or a card out of range");
        return -1;
    }
    if (read_masks(hands, h->hands, n, "hands") < 0
        || read_masks(dealt_seat, h->dealt_seat, n, "dealt") < 0
        || read_masks(dealt_team, h->dealt_team, 2, "dealt_team") < 0
        || read_masks(won, h->won, 2, "won") < 0 || read_ints(owe, h->owe, n, n, -1, 3, "owe") < 0
        || read_ints(score, h->score, 2, 2, 0, r->target, "score") < 0)
        return -1;
    PyObject *fast = PySequence_Fast(trick, "trick");
    if (!fast) return -1;
    Py_ssize_t tlen = PySequence_Fast_GET_SIZE(fast);
    if (tlen >= n) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "a trick in progress holds fewer cards than seats");
        return -1;
    }
    h->lead = -1;
    h->tlen = (int)tlen;
    for (Py_ssize_t i = 0; i < tlen; i++) {
        int pair[2];
        if (read_ints(PySequence_Fast_GET_ITEM(fast, i), pair, 2, 2, 0, DECK - 1, "a play") < 0
            || pair[0] >= n) {
            Py_DECREF(fast);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a play: seat and card");
            return -1;
        }
        h->tseat[i] = pair[0];
        h->tcard[i] = pair[1];
        h->trick_mask |= 1ULL << pair[1];
        if (i == 0) {
            h->lead = SUIT_OF[pair[1]];
            h->win_card = pair[1];
            h->win_seat = pair[0];
        } else if (BEATERS[h->trump][h->lead][h->win_card] >> pair[1] & 1) {
            h->win_card = pair[1];
            h->win_seat = pair[0];
        }
    }
    Py_DECREF(fast);
    h->winner = -1;
    Py_INCREF(rules);
    Py_XSETREF(self->rules, rules);
    h->rules = r;
    return 0;
}

static PyObject *Hand_clone(HandObject *self, PyObject *unused) {
    (void)unused;
    HandObject *c = PyObject_New(HandObject, Py_TYPE(self));
    if (!c) return NULL;
    c->h = self->h;
    Py_INCREF(self->rules);
    c->rules = self->rules;
    return (PyObject *)c;
}

static PyObject *Hand_legal_mask(HandObject *self, PyObject *unused) {
    (void)unused;
    return PyLong_FromUnsignedLongLong(play_legal(&self->h));
}

static PyObject *Hand_play_fast(HandObject *self, PyObject *arg) {
    long c = PyLong_AsLong(arg);
    if (c == -1 && PyErr_Occurred()) return NULL;
    if (self->h.over || c < 0 || c >= DECK || !(self->h.hands[self->h.turn] >> c & 1)) {
        PyErr_SetString(PyExc_ValueError, "the seat on turn does not hold that card");
        return NULL;
    }
    play_card(&self->h, (int)c);
    Py_RETURN_NONE;
}

static PyObject *Hand_get(HandObject *self, void *what) {
    PlayC *h = &self->h;
    switch ((int)(intptr_t)what) {
    case 0: return PyUnicode_FromString(h->over ? "over" : "play");
    case 1: return PyLong_FromLong(h->turn);
    case 2: return PyLong_FromLong(h->n);
    case 3: {
        PyObject *t = PyTuple_New(h->n);
        for (int i = 0; t && i < h->n; i++)
            PyTuple_SET_ITEM(t, i, PyLong_FromUnsignedLongLong(h->hands[i]));
        return t;
    }
    case 4: {
        PyObject *t = PyTuple_New(h->tlen);
        for (int i = 0; t && i < h->tlen; i++)
            PyTuple_SET_ITEM(t, i, Py_BuildValue("(ii)", h->tseat[i], h->tcard[i]));
        return t;
    }
    case 5: return Py_BuildValue("(ii)", h->score[0], h->score[1]);
    case 6:
        if (h->winner < 0) Py_RETURN_NONE;
        return PyLong_FromLong(h->winner);
    case 7: return Py_BuildValue("(KK)", (unsigned long long)h->won[0],
                                 (unsigned long long)h->won[1]);
    default: {
        PyObject *t = PyTuple_New(h->n);
        for (int i = 0; t && i < h->n; i++) PyTuple_SET_ITEM(t, i, PyLong_FromLong(h->owe[i]));
        return t;
    }
    }
}

static PyMethodDef Hand_methods[] = {
    {"clone", (PyCFunction)Hand_clone, METH_NOARGS, "a copy"},
    {"legal_mask", (PyCFunction)Hand_legal_mask, METH_NOARGS, "the cards the seat may play"},
    {"play_fast", (PyCFunction)Hand_play_fast, METH_O, "play a card of the seat on turn"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Hand_getset[] = {
    {"phase", (getter)Hand_get, NULL, "'play' or 'over'", (void *)0},
    {"turn", (getter)Hand_get, NULL, "the seat on turn", (void *)1},
    {"n", (getter)Hand_get, NULL, "seats", (void *)2},
    {"hands", (getter)Hand_get, NULL, "each seat's cards", (void *)3},
    {"trick", (getter)Hand_get, NULL, "(seat, card) so far", (void *)4},
    {"score", (getter)Hand_get, NULL, "the match score", (void *)5},
    {"winner", (getter)Hand_get, NULL, "the side that won the match, or None", (void *)6},
    {"won", (getter)Hand_get, NULL, "each side's cards taken", (void *)7},
    {"owe", (getter)Hand_get, NULL, "trump_and_follow obligations", (void *)8},
    {NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject HandType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "allfours_gui.ai._native.Hand",
    .tp_basicsize = sizeof(HandObject),
    .tp_dealloc = (destructor)Hand_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A hand in its play phase, for the compiled rollouts (ai/native.py)",
    .tp_methods = Hand_methods,
    .tp_getset = Hand_getset,
    .tp_init = (initproc)Hand_init,
    .tp_new = PyType_GenericNew,
};

/* ------------------------------------------------------------ Random */
static int Random_init(RandomObject *self, PyObject *args, PyObject *kw) {
    PyObject *seed;
    static char *names[] = {"seed", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O", names, &seed)) return -1;
    uint64_t n;
    if (PyLong_Check(seed)) {
        PyObject *a = PyNumber_Absolute(seed);
        if (!a) return -1;
        n = PyLong_AsUnsignedLongLong(a);
        Py_DECREF(a);
        if (PyErr_Occurred()) return -1;
    } else {
        Py_hash_t hash = PyObject_Hash(seed); /* as random.Random for a float */
        if (hash == -1 && PyErr_Occurred()) return -1;
        n = (uint64_t)(size_t)hash;
    }
    uint32_t key[2] = {(uint32_t)n, (uint32_t)(n >> 32)};
    mt_seed_words(&self->s, key, key[1] ? 2 : 1);
    return 0;
}

static PyObject *Random_random(RandomObject *self, PyObject *unused) {
    (void)unused;
    return PyFloat_FromDouble(mt_random(&self->s));
}

/* the generator's state as random.Random.getstate()[1]: 624 words and the index */
static PyObject *Random_getstate(RandomObject *self, PyObject *unused) {
    (void)unused;
    PyObject *t = PyTuple_New(625);
    if (!t) return NULL;
    for (int i = 0; i < 624; i++) PyTuple_SET_ITEM(t, i, PyLong_FromUnsignedLong(self->s.mt[i]));
    PyTuple_SET_ITEM(t, 624, PyLong_FromLong(self->s.index));
    return t;
}

static PyObject *Random_setstate(RandomObject *self, PyObject *arg) {
    PyObject *fast = PySequence_Fast(arg, "state");
    if (!fast) return NULL;
    if (PySequence_Fast_GET_SIZE(fast) != 625) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "a state is 625 numbers");
        return NULL;
    }
    MTState st;
    for (int i = 0; i < 625; i++) {
        unsigned long v = PyLong_AsUnsignedLong(PySequence_Fast_GET_ITEM(fast, i));
        if (PyErr_Occurred() || v > 0xFFFFFFFFUL || (i == 624 && v > 624)) {
            Py_DECREF(fast);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a state out of range");
            return NULL;
        }
        if (i < 624) st.mt[i] = (uint32_t)v;
        else st.index = (int)v;
    }
    Py_DECREF(fast);
    self->s = st;
    Py_RETURN_NONE;
}

static PyObject *Random_uniform(RandomObject *self, PyObject *args) {
    double a, b;
    if (!PyArg_ParseTuple(args, "dd", &a, &b)) return NULL;
    return PyFloat_FromDouble(a + (b - a) * mt_random(&self->s));
}

static PyObject *Random_getrandbits(RandomObject *self, PyObject *arg) {
    long k = PyLong_AsLong(arg);
    if (k == -1 && PyErr_Occurred()) return NULL;
    if (k < 0 || k > 32) {
        PyErr_SetString(PyExc_ValueError, "0 to 32 bits");
        return NULL;
    }
    if (k == 0) return PyLong_FromLong(0);
    return PyLong_FromUnsignedLong(mt_uint32(&self->s) >> (32 - k));
}

static PyObject *Random_shuffle(RandomObject *self, PyObject *arg) {
    if (!PyList_Check(arg)) {
        PyErr_SetString(PyExc_TypeError, "shuffle takes a list");
        return NULL;
    }
    Py_ssize_t len = PyList_GET_SIZE(arg);
    if (len > 1 << 20) {
        PyErr_SetString(PyExc_ValueError, "a list of at most a million");
        return NULL;
    }
    if (len < 2) Py_RETURN_NONE;
    uint32_t *swap = PyMem_New(uint32_t, (size_t)len);
    if (!swap) return PyErr_NoMemory();
    mt_shuffle_order(&self->s, swap, (size_t)len);
    for (Py_ssize_t i = len - 1; i >= 1; i--) {
        PyObject *a = PyList_GET_ITEM(arg, i);
        PyList_SET_ITEM(arg, i, PyList_GET_ITEM(arg, swap[i]));
        PyList_SET_ITEM(arg, swap[i], a);
    }
    PyMem_Free(swap);
    Py_RETURN_NONE;
}

static PyObject *Random_copy(RandomObject *self, PyObject *unused) {
    (void)unused;
    RandomObject *c = PyObject_New(RandomObject, Py_TYPE(self));
    if (!c) return NULL;
    c->s = self->s;
    return (PyObject *)c;
}

static PyMethodDef Random_methods[] = {
    {"copy", (PyCFunction)Random_copy, METH_NOARGS, "a generator in the same state"},
    {"uniform", (PyCFunction)Random_uniform, METH_VARARGS, "as random.Random.uniform"},
    {"getrandbits", (PyCFunction)Random_getrandbits, METH_O,
     "as random.Random.getrandbits, up to 32 bits"},
    {"shuffle", (PyCFunction)Random_shuffle, METH_O, "as random.Random.shuffle"},
    {"random", (PyCFunction)Random_random, METH_NOARGS, "as random.Random.random"},
    {"getstate", (PyCFunction)Random_getstate, METH_NOARGS,
     "the state, as random.Random.getstate()[1]"},
    {"setstate", (PyCFunction)Random_setstate, METH_O,
     "take a state given as random.Random.getstate()[1]"},
    {NULL, NULL, 0, NULL},
};

PyTypeObject RandomType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "allfours_gui.ai._native.Random",
    .tp_basicsize = sizeof(RandomObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "random.Random(seed)'s stream of random(), for the compiled rollouts",
    .tp_methods = Random_methods,
    .tp_init = (initproc)Random_init,
    .tp_new = PyType_GenericNew,
};

/* ---------------------------------------------------------- functions */
static int hand_and_rng(PyObject *args, HandObject **h, RandomObject **r) {
    return PyArg_ParseTuple(args, "O!O!", &HandType, h, &RandomType, r);
}

PyObject *fn_medium_card(PyObject *mod, PyObject *args) {
    (void)mod;
    HandObject *h;
    RandomObject *r;
    if (!hand_and_rng(args, &h, &r)) return NULL;
    if (h->h.over) {
        PyErr_SetString(PyExc_ValueError, "the hand is over");
        return NULL;
    }
    return PyLong_FromLong(medium_card(&h->h, &r->s));
}

PyObject *fn_solve(PyObject *mod, PyObject *arg) {
    (void)mod;
    if (!PyObject_TypeCheck(arg, &HandType)) {
        PyErr_SetString(PyExc_TypeError, "solve takes a Hand");
        return NULL;
    }
    const PlayC *h = &((HandObject *)arg)->h;
    if (h->over) {
        PyErr_SetString(PyExc_ValueError, "the hand is over");
        return NULL;
    }
    double v;
    /* plain C on the search's own copy: the window's thread runs meanwhile */
    Py_BEGIN_ALLOW_THREADS
    v = solve_hand(h);
    Py_END_ALLOW_THREADS
    if (v < 0) return PyErr_NoMemory();
    return PyFloat_FromDouble(v);
}

static int left(const PlayC *h) { return popcount(h->hands[h->turn]) * h->n - h->tlen; }

PyObject *fn_finish(PyObject *mod, PyObject *args) {
    (void)mod;
    HandObject *ho;
    RandomObject *r;
    int solve_at;
    if (!PyArg_ParseTuple(args, "O!O!i", &HandType, &ho, &RandomType, &r, &solve_at))
        return NULL;
    PlayC *h = &ho->h;
    double v = 0.0;
    /* plain C on the search's own copy and stream: the window's thread runs meanwhile */
    Py_BEGIN_ALLOW_THREADS
    while (!h->over) {
        if (solve_at && left(h) <= solve_at) {
            v = solve_hand(h);
            break;
        }
        play_card(h, medium_card(h, &r->s));
    }
    if (h->over) v = outcome_value(h);
    Py_END_ALLOW_THREADS
    if (v < 0) return PyErr_NoMemory();
    return PyFloat_FromDouble(v);
}

PyObject *fn_random_hands(PyObject *mod, PyObject *args) {
    (void)mod;
    RulesObject *r;
    RandomObject *rng;
    PyObject *deck_o;
    long count;
    int record;
    if (!PyArg_ParseTuple(args, "O!O!O!lp", &RulesType, &r, &RandomType, &rng, &PyList_Type,
                          &deck_o, &count, &record))
        return NULL;
    int deck[DECK];
    if (PyList_GET_SIZE(deck_o) != DECK || count < 0) {
        PyErr_SetString(PyExc_ValueError, "a deck of 52 cards and a count");
        return NULL;
    }
    u64 seen = 0;
    for (int i = 0; i < DECK; i++) {
        long c = PyLong_AsLong(PyList_GET_ITEM(deck_o, i));
        if (PyErr_Occurred()) return NULL;
        if (c < 0 || c >= DECK || (seen >> c & 1)) {
            PyErr_SetString(PyExc_ValueError, "a deck holds each card once");
            return NULL;
        }
        seen |= 1ULL << c;
        deck[i] = (int)c;
    }
    PyObject *out = record ? PyList_New(0) : NULL;
    if (record && !out) return NULL;
    long plays = 0;
    for (long i = 0; i < count; i++) {
        HandOutcome o;
        random_hand(&r->r, &rng->s, deck, &o);
        plays += o.plays;
        if (record) {
            PyObject *t = Py_BuildValue("((ii)iiii)", o.score[0], o.score[1], o.winner, o.kicks,
                                        o.trump, o.plays);
            if (!t || PyList_Append(out, t) < 0) {
                Py_XDECREF(t);
                Py_DECREF(out);
                return NULL;
            }
            Py_DECREF(t);
        }
    }
    for (int i = 0; i < DECK; i++) {
        PyObject *c = PyLong_FromLong(deck[i]);
        if (!c) {
            Py_XDECREF(out);
            return NULL;
        }
        PyList_SetItem(deck_o, i, c);
    }
    return record ? out : PyLong_FromLong(plays);
}
