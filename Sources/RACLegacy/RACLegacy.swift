// The RAC 2 object model lands here (issue 3).
