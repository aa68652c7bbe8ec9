package yamlerr

import (
	"go.yaml.in/yaml/v3"
)

// Line is the line (1 first) of src where the key path is written, as
// the YAML parser's nodes place it: the top-level mapping's key path[0],
// then each next key in the mapping the one before holds. A path whose
// first key is not written (or src that is no YAML mapping) gives 0; one
// whose later keys are not (a default) gives the line of the deepest key
// found.
func Line(src []byte, path ...string) int {
	var root yaml.Node
	if len(path) == 0 || yaml.Unmarshal(src, &root) != nil || len(root.Content) == 0 {
		return 0
	}
	n, found := root.Content[0], 0
	for _, key := range path {
		var next *yaml.Node
		for i := 0; n.Kind == yaml.MappingNode && i+1 < len(n.Content); i += 2 {
			if k := n.Content[i]; k.Value == key {
				found, next = k.Line, n.Content[i+1]
				break
			}
		}
		if next == nil {
			break
		}
		n = next
	}
	return found
}
