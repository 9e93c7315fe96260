/* The Python face of sampler.c: Sampler(...).sample(rng) -> Hand, built by
 * ai/sampling.py from its own Sampler's fields (sampling.Sampler.sample). */
#include "convert.h"
#include "hand_types.h"
#include "sampler.h"

typedef struct {
    PyObject_HEAD
    SamplerC s;
    HandObject *template; /* the view's public state and own hand */
    PyObject *fitting;    /* Sampler._fitting: when every quick draw failed */
} SamplerObject;

static void Sampler_dealloc(SamplerObject *self) {
    Py_XDECREF(self->template);
    Py_XDECREF(self->fitting);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* a past play: (seat, card, later, seen, opp_base, tlen, lead, win, partner_wins,
 * points, has_jack, partner_after) */
static int read_play(SamplerC *s, PyObject *t) {
    int seat, card, tlen, lead, win, pw, points, jack, pa;
    unsigned long long later, seen, opp;
    if (!PyArg_ParseTuple(t, "iiKKKiiiiiii", &seat, &card, &later, &seen, &opp, &tlen, &lead,
                          &win, &pw, &points, &jack, &pa))
        return -1;
    if (seat < 0 || seat >= s->n || card < 0 || card >= DECK || lead < -1 || lead > 3
        || win < -1 || win >= DECK || (lead >= 0 && win < 0) || s->n_plays[seat] >= MAX_PLAYS) {
        PyErr_SetString(PyExc_ValueError, "a past play out of range");
        return -1;
    }
    PastPlay *p = &s->plays[seat][s->n_plays[seat]++];
    p->card = card;
    p->later = later;
    p->info.seen = seen;
    p->info.opp_base = opp;
    p->info.tlen = tlen;
    p->info.lead = lead;
    p->info.win = win;
    p->info.partner_wins = pw;
    p->info.points = points;
    p->info.has_jack = jack;
    p->info.partner_after = pa;
    return 0;
}

static int Sampler_init(SamplerObject *self, PyObject *args, PyObject *kw) {
    static char *names[] = {"template", "seat", "exposed", "played", "room", "everyone", "open",
                            "constrained", "checks", "model", "candidates", "fitting", "tries",
                            NULL};
    PyObject *tmpl, *exposed, *played, *room, *everyone, *open, *con, *checks, *model, *fitting;
    SamplerC *s = &self->s;
    memset(s, 0, sizeof *s);
    s->tries = 30; /* sampling._TRIES */
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O!iOOOOOOOOiO|i", names, &HandType, &tmpl,
                                     &s->seat, &exposed, &played, &room, &everyone, &open, &con,
                                     &checks, &model, &s->candidates, &fitting, &s->tries))
        return -1;
    const PlayC *h = &((HandObject *)tmpl)->h;
    int n = s->n = h->n;
    s->trump = h->trump;
    s->flags = h->rules->flags;
    if (s->tries < 0 || s->seat < 0 || s->seat >= n || s->candidates < 1 || s->candidates > 64) {
        PyErr_SetString(PyExc_ValueError, "a seat and 1 to 64 candidates");
        return -1;
    }
    if (read_masks(exposed, s->exposed, n, "exposed") < 0
        || read_masks(played, s->played, n, "played") < 0
        || read_ints(room, s->room, n + 1, n + 1, 0, DECK, "room") < 0)
        return -1;
    if ((s->n_everyone = read_ints(everyone, s->everyone, 0, n, 0, n, "everyone")) < 0) return -1;
    if ((s->n_open = read_ints(open, s->open, 0, DECK, 0, DECK - 1, "open")) < 0) return -1;
    PyObject *fast = PySequence_Fast(con, "constrained");
    if (!fast) return -1;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(fast);
    for (Py_ssize_t i = 0; i < k && i < DECK; i++) {
        PyObject *holders;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "iO", &s->con_card[i],
                              &holders)
            || (s->con_n[i] = read_ints(holders, s->con_holders[i], 0, 5, 0, n, "holders")) < 0) {
            Py_DECREF(fast);
            return -1;
        }
        s->n_con++;
    }
    Py_DECREF(fast);
    fast = PySequence_Fast(checks, "checks");
    if (!fast) return -1;
    k = PySequence_Fast_GET_SIZE(fast);
    for (Py_ssize_t i = 0; i < k && i < MAX_CHECKS; i++) {
        int j = s->n_checks;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "ipd", &s->check_seat[j],
                              &s->check_kept[j], &s->check_at[j])) {
            Py_DECREF(fast);
            return -1;
        }
        if (s->check_seat[j] < 0 || s->check_seat[j] >= n) {
            Py_DECREF(fast);
            PyErr_SetString(PyExc_ValueError, "a check's seat");
            return -1;
        }
        s->n_checks++;
    }
    Py_DECREF(fast);
    if (model != Py_None) {
        PyObject *kinds, *seats, *plays;
        if (!PyArg_ParseTuple(model, "dOOO", &s->epsilon, &kinds, &seats, &plays)
            || read_masks(kinds, s->kinds, 6, "kinds") < 0
            || (s->n_model_seats = read_ints(seats, s->model_seats, 0, n, 0, n - 1, "seats")) < 0)
            return -1;
        fast = PySequence_Fast(plays, "plays");
        if (!fast) return -1;
        for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(fast); i++)
            if (read_play(s, PySequence_Fast_GET_ITEM(fast, i)) < 0) {
                Py_DECREF(fast);
                return -1;
            }
        Py_DECREF(fast);
        s->has_model = 1;
    }
    Py_INCREF(tmpl);
    Py_XSETREF(self->template, (HandObject *)tmpl);
    Py_INCREF(fitting);
    Py_XSETREF(self->fitting, fitting);
    return 0;
}

/* the quick draws failed: Sampler._fitting(rng.random) places every card */
static int fit(SamplerObject *self, RandomObject *rng, u64 *hands) {
    const SamplerC *s = &self->s;
    PyObject *draw = PyObject_GetAttrString((PyObject *)rng, "random");
    if (!draw) return -1;
    PyObject *placed = PyObject_CallOneArg(self->fitting, draw);
    Py_DECREF(draw);
    if (!placed) return -1;
    PyObject *fast = PySequence_Fast(placed, "placed cards");
    Py_DECREF(placed);
    if (!fast) return -1;
    for (int i = 0; i < s->n; i++) hands[i] = i == s->seat ? 0 : s->exposed[i];
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(fast); i++) {
        int c, who;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "ii", &c, &who)) {
            Py_DECREF(fast);
            return -1;
        }
        if (who >= 0 && who < s->n && c >= 0 && c < DECK) hands[who] |= 1ULL << c;
    }
    Py_DECREF(fast);
    return 0;
}

static int draw(SamplerObject *self, RandomObject *rng, u64 *hands) {
    if (sample_cards(&self->s, &rng->s, hands)) return 0;
    return fit(self, rng, hands);
}

static PyObject *Sampler_sample(SamplerObject *self, PyObject *arg) {
    if (!PyObject_TypeCheck(arg, &RandomType)) {
        PyErr_SetString(PyExc_TypeError, "sample takes a Random");
        return NULL;
    }
    RandomObject *rng = (RandomObject *)arg;
    const SamplerC *s = &self->s;
    u64 pool[64][4], *chosen;
    if (s->candidates <= 1) {
        if (draw(self, rng, pool[0]) < 0) return NULL;
        chosen = pool[0];
    } else {
        double weights[64], total = 0.0;
        for (int i = 0; i < s->candidates; i++)
            if (draw(self, rng, pool[i]) < 0) return NULL;
        for (int i = 0; i < s->candidates; i++) weights[i] = deal_weight(s, pool[i]);
        for (int i = 0; i < s->candidates; i++) total += weights[i];
        if (total <= 0.0) {
            chosen = pool[(int)(mt_random(&rng->s) * s->candidates)];
        } else {
            double r = mt_random(&rng->s) * total;
            chosen = pool[s->candidates - 1];
            for (int i = 0; i < s->candidates; i++) {
                r -= weights[i];
                if (r < 0) {
                    chosen = pool[i];
                    break;
                }
            }
        }
    }
    mt_random(&rng->s); /* the redeal shuffler's seed that hand_from_view is given */
    HandObject *out = PyObject_New(HandObject, &HandType);
    if (!out) return NULL;
    out->h = self->template->h;
    Py_INCREF(self->template->rules);
    out->rules = self->template->rules;
    PlayC *h = &out->h;
    h->dealt_team[0] = h->dealt_team[1] = 0;
    for (int i = 0; i < s->n; i++) {
        if (i != s->seat) h->hands[i] = chosen[i];
        h->dealt_seat[i] = h->hands[i] | s->played[i];
        h->dealt_team[i & 1] |= h->dealt_seat[i];
    }
    return (PyObject *)out;
}

static PyMethodDef Sampler_methods[] = {
    {"sample", (PyCFunction)Sampler_sample, METH_O, "one determinization: sampling.Sampler.sample"},
    {NULL, NULL, 0, NULL},
};

PyTypeObject SamplerType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "allfours_gui.ai._native.Sampler",
    .tp_basicsize = sizeof(SamplerObject),
    .tp_dealloc = (destructor)Sampler_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The deals of one view, for the compiled searches (sampling.Sampler)",
    .tp_methods = Sampler_methods,
    .tp_init = (initproc)Sampler_init,
    .tp_new = PyType_GenericNew,
};
