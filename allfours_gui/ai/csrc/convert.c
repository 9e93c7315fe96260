/* Python sequences into C arrays, checked (convert.h). */
#include "convert.h"

int read_masks(PyObject *seq, u64 *out, int count, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != count) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: %d masks expected", what, count);
        return -1;
    }
    for (int i = 0; i < count; i++) {
        unsigned long long v = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, i));
        if (PyErr_Occurred() || (v & ~FULL_DECK)) {
            Py_DECREF(fast);
            if (!PyErr_Occurred()) PyErr_Format(PyExc_ValueError, "%s: cards 0 to 51", what);
            return -1;
        }
        out[i] = v;
    }
    Py_DECREF(fast);
    return 0;
}

int read_ints(PyObject *seq, int *out, int least, int most, int lo, int hi, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(fast);
    if (k < least || k > most) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: %d to %d values expected", what, least, most);
        return -1;
    }
    for (Py_ssize_t i = 0; i < k; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (PyErr_Occurred() || v < lo || v > hi) {
            Py_DECREF(fast);
            if (!PyErr_Occurred()) PyErr_Format(PyExc_ValueError, "%s: %d to %d", what, lo, hi);
            return -1;
        }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return (int)k;
}
