package yamlerr

// Source is a file a reader decoded, kept to tell the reader's refusals
// after decoding at their lines: its text, its name ("" for none) and
// the reader's heads (LineError.Heads).
type Source struct {
	Name  string
	Data  []byte
	Heads []error
}

// At is err at the line of Data where the key path is written (Line,
// AtLine); with no Data, err stays as it is.
func (s Source) At(err error, path ...string) error {
	if err == nil || s.Data == nil {
		return err
	}
	return AtLine(err, s.Name, Line(s.Data, path...), s.Heads...)
}

// Named is err of the file as a whole: with the file's name, when it has
// one (AtLine at line 0).
func (s Source) Named(err error) error { return AtLine(err, s.Name, 0, s.Heads...) }

// Decoded is the decoder's error err of Data in words, wrapping
// malformed (the package function Decoded).
func (s Source) Decoded(err, malformed error) error {
	return Decoded(s.Name, err, s.Data, malformed, s.Heads...)
}
