#ifndef ALLFOURS_HAND_TYPES_H
#define ALLFOURS_HAND_TYPES_H
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "play.h"

typedef struct {
    PyObject_HEAD
    RulesC r;
} RulesObject;

typedef struct {
    PyObject_HEAD
    PyObject *rules; /* the RulesObject h.rules points into */
    PlayC h;
} HandObject;

typedef struct {
    PyObject_HEAD
    MTState s;
} RandomObject;

extern PyTypeObject RulesType, HandType, RandomType, SamplerType;
PyObject *fn_medium_card(PyObject *mod, PyObject *args);
PyObject *fn_solve(PyObject *mod, PyObject *arg);
PyObject *fn_finish(PyObject *mod, PyObject *args);
PyObject *fn_random_hands(PyObject *mod, PyObject *args);

#endif
