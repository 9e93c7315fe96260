/* allfours_gui.ai._native: the searches' hot loops, compiled. The pure-Python
 * modules they mirror stay the reference and the fallback (ai/native.py picks;
 * ALLFOURS_PURE=1 forces the pure path); tests/ai/test_native.py checks that both
 * give the same answers. */
#include "convert.h"
#include "hand_types.h"
#include "solver.h"

typedef struct {
    PyObject_HEAD
    SolverC s;
} SolverObject;

static void Solver_dealloc(SolverObject *self) {
    solver_clear(&self->s);
    Py_XDECREF(self->s.value_fn);
    Py_XDECREF(self->s.check_fn);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Solver_init(SolverObject *self, PyObject *args, PyObject *kw) {
    static char *names[] = {"n", "trump", "jack_holder", "jack_won", "g_base0", "g_base1",
                            "undertrump", "void_must_trump", "trump_and_follow", "owe",
                            "value", "check", "table", NULL};
    SolverC *s = &self->s;
    int n, trump, holder, won, g0, g1, under, void_trump, follow, table;
    PyObject *owe, *value_fn, *check_fn;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "iiiiiipppOOOp", names, &n, &trump, &holder,
                                     &won, &g0, &g1, &under, &void_trump, &follow, &owe,
                                     &value_fn, &check_fn, &table))
        return -1;
    if ((n != 2 && n != 4) || trump < 0 || trump > 3) {
        PyErr_SetString(PyExc_ValueError, "two or four seats and a trump suit");
        return -1;
    }
    solver_clear(s);
    Py_CLEAR(s->value_fn);
    Py_CLEAR(s->check_fn);
    memset(s, 0, sizeof *s);
    s->n = n;
    s->trump = trump;
    s->jack = trump * 13 + RANK_JACK;
    s->jack_holder = holder;
    s->jack_won = won;
    s->g_base[0] = g0;
    s->g_base[1] = g1;
    s->rules.undertrump = under;
    s->rules.void_must_trump = void_trump;
    s->rules.trump_and_follow = follow;
    s->owing = follow;
    s->use_table = table;
    if (read_ints(owe, s->owe, n, n, -1, 3, "owe") < 0) return -1;
    Py_INCREF(value_fn);
    s->value_fn = value_fn;
    if (check_fn != Py_None) {
        Py_INCREF(check_fn);
        s->check_fn = check_fn;
    }
    return 0;
}

static PyObject *Solver_search(SolverObject *self, PyObject *args) {
    SolverC *s = &self->s;
    PyObject *hands_o, *trick_o;
    int turn, win, win_seat;
    unsigned long long won0, won1, first;
    double alpha, beta;
    if (!s->value_fn) {
        PyErr_SetString(PyExc_RuntimeError, "the solver was not set up");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "OiOiiKKddK", &hands_o, &turn, &trick_o, &win, &win_seat,
                          &won0, &won1, &alpha, &beta, &first))
        return NULL;
    u64 hands[4] = {0, 0, 0, 0};
    if (read_masks(hands_o, hands, s->n, "hands") < 0) return NULL;
    PyObject *trick = PySequence_Fast(trick_o, "trick");
    if (!trick) return NULL;
    Py_ssize_t tlen = PySequence_Fast_GET_SIZE(trick);
    int tseat[4], tcard[4];
    if (tlen >= s->n || turn < 0 || turn >= s->n) {
        Py_DECREF(trick);
        PyErr_SetString(PyExc_ValueError, "a trick in progress and a seat on turn");
        return NULL;
    }
    for (Py_ssize_t i = 0; i < tlen; i++) {
        int pair[2];
        if (read_ints(PySequence_Fast_GET_ITEM(trick, i), pair, 2, 2, 0, DECK - 1, "a play") < 0
            || pair[0] >= s->n) {
            Py_DECREF(trick);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a play: seat and card");
            return NULL;
        }
        tseat[i] = pair[0];
        tcard[i] = pair[1];
    }
    Py_DECREF(trick);
    s->failed = 0;
    double v = solver_search(s, hands, turn, tseat, tcard, (int)tlen, win, win_seat, won0, won1,
                             alpha, beta, first);
    if (s->failed) return NULL;
    return PyFloat_FromDouble(v);
}

static PyObject *Solver_get_nodes(SolverObject *self, void *closure) {
    (void)closure;
    return PyLong_FromLongLong(self->s.nodes);
}

static PyMethodDef Solver_methods[] = {
    {"search", (PyCFunction)Solver_search, METH_VARARGS,
     "search(hands, turn, trick, win, win_seat, won0, won1, alpha, beta, first_mask) -> "
     "team 0's value (endgame._Solver.search)"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Solver_getset[] = {
    {"nodes", (getter)Solver_get_nodes, NULL, "positions searched so far", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject SolverType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "allfours_gui.ai._native.Solver",
    .tp_basicsize = sizeof(SolverObject),
    .tp_dealloc = (destructor)Solver_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The endgame solver (ai/endgame.py), compiled",
    .tp_methods = Solver_methods,
    .tp_getset = Solver_getset,
    .tp_init = (initproc)Solver_init,
    .tp_new = PyType_GenericNew,
};

static PyMethodDef functions[] = {
    {"medium_card", fn_medium_card, METH_VARARGS,
     "medium_card(hand, rng) -> card: rollout.medium_card"},
    {"solve", fn_solve, METH_O, "solve(hand) -> team 0's value: endgame.solve"},
    {"finish", fn_finish, METH_VARARGS,
     "finish(hand, rng, solve_at) -> team 0's value: the rollout's end of ismcts._descend"},
    {"random_hands", fn_random_hands, METH_VARARGS,
     "random_hands(rules, rng, deck, count, record) -> cards played, or each hand's "
     "((score), winner, kicks, trump, plays): benchmarks/engine_throughput.py's fast path"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef native_module = {
    PyModuleDef_HEAD_INIT, "_native", "The searches' hot loops, compiled (ai/native.py).", -1,
    functions, NULL, NULL, NULL, NULL,
};

static int add_type(PyObject *m, PyTypeObject *t, const char *name) {
    if (PyType_Ready(t) < 0) return -1;
    Py_INCREF(t);
    if (PyModule_AddObject(m, name, (PyObject *)t) < 0) {
        Py_DECREF(t);
        return -1;
    }
    return 0;
}

PyMODINIT_FUNC PyInit__native(void) {
    tables_init();
    PyObject *m = PyModule_Create(&native_module);
    if (!m) return NULL;
    if (add_type(m, &SolverType, "Solver") < 0 || add_type(m, &RulesType, "Rules") < 0
        || add_type(m, &HandType, "Hand") < 0 || add_type(m, &RandomType, "Random") < 0
        || add_type(m, &SamplerType, "Sampler") < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
