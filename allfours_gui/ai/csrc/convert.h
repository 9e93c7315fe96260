/* Python sequences into C arrays, checked: one place for every type of the module. */
#ifndef ALLFOURS_CONVERT_H
#define ALLFOURS_CONVERT_H
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "tables.h"

/* exactly count card masks (cards 0 to 51); -1 with ValueError/TypeError set */
int read_masks(PyObject *seq, u64 *out, int count, const char *what);
/* least to most whole numbers from lo to hi; their count, or -1 with an error set */
int read_ints(PyObject *seq, int *out, int least, int most, int lo, int hi, const char *what);

#endif
